import type { CenterAudience } from '@his/machines/member-center/pages';

/**
 * Each center lives in the address's query on whatever route is showing: the member center in
 * `?mc=<page>`, the agent center in `?ac=<page>`. A center is a modal over the page, so a link, a
 * reload, Back and Forward reach it from any route without a second route table (a path like
 * `/member/withdraw` would replace the page behind it).
 */
export const parameters = { members: 'mc', agents: 'ac' } as const satisfies Record<
  CenterAudience,
  string
>;

/** What a query names for that center (`?mc=withdraw`), as written, or null (the page load reads it). */
export const pageInSearch = (search: string, audience: CenterAudience = 'members'): string | null =>
  new URLSearchParams(search).get(parameters[audience]);

/**
 * Home, still naming the member center's page the address names (`/?mc=withdraw`), or plain
 * home. The spec sends a member home after a login or a password change (SPEC §2); a member who
 * came by a shared center link, or changed the password from the center, still reaches that page.
 */
export const homeKeepingCenter = (search: string): string => {
  const page = pageInSearch(search);
  return page === null
    ? '/'
    : `/?${new URLSearchParams({ [parameters.members]: page }).toString()}`;
};
