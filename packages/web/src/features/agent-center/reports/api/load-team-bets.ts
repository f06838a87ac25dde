import type { AgentTeamBets } from '@his/shared/schemas/agent-center';
import { callApi } from '@/lib/api.ts';
import type { TeamBetsQuery } from '../team-query.ts';

/** `GET /wps/agent/team/bets`: a page of the team's bets and the totals over the filter. */
export const loadTeamBets = (query: TeamBetsQuery, signal?: AbortSignal): Promise<AgentTeamBets> =>
  callApi('agentTeamBets', {
    query: {
      from: query.from,
      to: query.to,
      page: query.page,
      pageSize: query.pageSize,
      category: query.category ?? undefined,
      vendor: query.vendor ?? undefined,
      account: query.account ?? undefined,
    },
    signal,
  });
