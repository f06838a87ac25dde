import type { Call, PublicValueOf } from '@his/shared/calls';
import { callApi } from '@/lib/api.ts';

/** Team management's query: a part of the account name, the levels, a page. */
export interface TeamQuery {
  account: string;
  level: 'all' | 'direct';
  page: number;
  pageSize: number;
}

/** A page of the team, as team management shows it. */
export type TeamMembers = PublicValueOf<Call<'agentTeamMembers'>>;

export const firstTeamQuery: TeamQuery = { account: '', level: 'all', page: 1, pageSize: 10 };

/** `GET /wps/agent/team/members` for that query (an empty search asks for everyone). */
export const loadTeamMembers = (query: TeamQuery, signal?: AbortSignal): Promise<TeamMembers> =>
  callApi('agentTeamMembers', {
    query: {
      level: query.level,
      page: query.page,
      pageSize: query.pageSize,
      ...(query.account ? { account: query.account } : {}),
    },
    signal,
  });
