/** Path families the bff answers as an API: never served from the web app, never a fallback. */
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/bff'] as const;
/**
 * Never the web app: the upstream's QA controls (never forwarded) and the platform's media
 * (relayed, public and cacheable, so not an API answer).
 */
const closedPrefixes = ['/qa', '/media'] as const;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The URL's path, without its query (runs on every request: no array, no copy without `?`). */
export const pathOf = (url: string): string => {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

export const isApiPath = (path: string): boolean => {
  for (const prefix of apiPrefixes) if (under(path, prefix)) return true;
  return false;
};

/** Paths that only the API or nothing may answer: no static file, no index.html fallback. */
export const isReservedPath = (path: string): boolean =>
  isApiPath(path) || closedPrefixes.some((prefix) => under(path, prefix));
