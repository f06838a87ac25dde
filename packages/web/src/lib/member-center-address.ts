/**
 * The member center lives in the address's query, `?mc=<page>`, on whatever route is showing:
 * it is a modal over the page, so a link, a reload, Back and Forward reach it from any route
 * without a second route table (a path like `/member/withdraw` would replace the page behind it).
 */
export const parameter = 'mc';

/** What a query names (`?mc=withdraw`), as written, or null (the page load reads it). */
export const pageInSearch = (search: string): string | null =>
  new URLSearchParams(search).get(parameter);

/**
 * Home, still naming the center's page the address names (`/?mc=withdraw`), or plain home. The
 * spec sends a member home after a login or a password change (SPEC §2); a member who came by a
 * shared center link, or changed the password from the center, still reaches that page.
 */
export const homeKeepingCenter = (search: string): string => {
  const page = pageInSearch(search);
  return page === null ? '/' : `/?${new URLSearchParams({ [parameter]: page }).toString()}`;
};
