import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UpstreamConfig } from '../config.ts';

const hostForUrl = (address: AddressInfo): string => {
  if (address.address === '0.0.0.0') return '127.0.0.1';
  if (address.address === '::') return '[::1]';
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
};

/** `http://host:port` of a listening address; an unspecified bind address is reported as loopback. */
export const listeningUrl = (address: AddressInfo): string =>
  `http://${hostForUrl(address)}:${address.port}`;

/**
 * The names a browser may give this machine's loopback interface. Not `[::1]`: a CSP source
 * cannot name an IPv6 address, so the site could not allow a game framed from it.
 */
const loopbackNames: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

/** The host name of a `Host`-style value (`localhost:8080`, `[::1]:8080`), or null. */
const hostNameOf = (host: string | undefined): string | null => {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
};

/**
 * Every origin `publicUrlOf` may answer for a server at `url` without `PUBLIC_URL`: the site
 * frames exactly these (its CSP `frame-src`).
 */
export const gameOriginsOf = (url: string): string[] => {
  const own = new URL(url);
  if (!loopbackNames.has(own.hostname)) return [own.origin];
  return [...loopbackNames].map((name) => {
    const twin = new URL(own);
    twin.hostname = name;
    return twin.origin;
  });
};

/**
 * Where the game pages are reached: `PUBLIC_URL` when set, else the address the server listens on
 * (known once it listens; a server that never listened, as in `inject` tests, reports the
 * configured host and port).
 *
 * Without `PUBLIC_URL`, a loopback server answers under the loopback name the player used for the
 * site (`siteHost`, the bff's `X-Forwarded-Host`): a site opened at `localhost:8080` frames its
 * games from `localhost:8081`, the same site for the browser, so they keep their storage even
 * where a browser blocks third-party storage (#10). Any other name is ignored: this server is
 * reachable on loopback only, and a made-up header can at most pick another loopback name.
 */
export const publicUrlOf = (config: UpstreamConfig, server: Server, siteHost?: string): string => {
  if (config.publicUrl) return config.publicUrl;
  const address = server.address();
  const own =
    address !== null && typeof address === 'object'
      ? listeningUrl(address)
      : `http://${config.host}:${config.port}`;
  const url = new URL(own);
  const wanted = hostNameOf(siteHost);
  if (wanted && loopbackNames.has(wanted) && loopbackNames.has(url.hostname)) {
    url.hostname = wanted;
  }
  return url.origin;
};
