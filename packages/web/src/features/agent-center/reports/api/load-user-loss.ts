import type { AgentUserLoss } from '@his/shared/schemas/agent-center';
import { callApi } from '@/lib/api.ts';
import type { UserLossQuery } from '../team-query.ts';

/** `GET /wps/agent/team/loss`: a page of the members' stake, payout and net, with the totals. */
export const loadUserLoss = (query: UserLossQuery, signal?: AbortSignal): Promise<AgentUserLoss> =>
  callApi('agentUserLoss', {
    query: {
      from: query.from,
      to: query.to,
      page: query.page,
      pageSize: query.pageSize,
      account: query.account ?? undefined,
      order: query.order,
    },
    signal,
  });
