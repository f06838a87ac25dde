import type { AgentTeamTransactions } from '@his/shared/schemas/agent-center';
import { callApi } from '@/lib/api.ts';
import type { TeamTransactionsQuery } from '../team-query.ts';

/** `GET /wps/agent/team/transactions`: a page of the team's wallet movements, newest first. */
export const loadTeamTransactions = (
  query: TeamTransactionsQuery,
  signal?: AbortSignal,
): Promise<AgentTeamTransactions> =>
  callApi('agentTeamTransactions', {
    query: {
      from: query.from,
      to: query.to,
      page: query.page,
      pageSize: query.pageSize,
      type: query.type ?? undefined,
      account: query.account ?? undefined,
    },
    signal,
  });
