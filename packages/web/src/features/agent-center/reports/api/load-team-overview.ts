import type { AgentTeamOverview } from '@his/shared/schemas/agent-center';
import { callApi } from '@/lib/api.ts';
import type { OverviewQuery } from '../team-query.ts';

/** `GET /wps/agent/team/overview`: the team's figures in a period (its days only when custom). */
export const loadTeamOverview = (
  query: OverviewQuery,
  signal?: AbortSignal,
): Promise<AgentTeamOverview> =>
  callApi('agentTeamOverview', {
    query:
      query.period === 'custom'
        ? { period: 'custom', from: query.from, to: query.to }
        : { period: query.period },
    signal,
  });
