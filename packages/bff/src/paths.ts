/** Path families the bff answers as an API: never served from the web app, never a fallback. */
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/bff'] as const;
/**
 * Never the web app: the upstream's QA controls (never forwarded) and the platform's media
 * (relayed, public and cacheable, so not an API answer).
 */
const closedPrefixes = ['/qa', '/media'] as const;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

export const isApiPath = (path: string): boolean =>
  apiPrefixes.some((prefix) => under(path, prefix));

/** Paths that only the API or nothing may answer: no static file, no index.html fallback. */
export const isReservedPath = (path: string): boolean =>
  isApiPath(path) || closedPrefixes.some((prefix) => under(path, prefix));
