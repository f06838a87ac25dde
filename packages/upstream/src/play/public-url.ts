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
 * Where the game pages are reached: `PUBLIC_URL` when set, else the address the server listens on
 * (known once it listens; a server that never listened, as in `inject` tests, reports the
 * configured host and port).
 */
export const publicUrlOf = (config: UpstreamConfig, server: Server): string => {
  if (config.publicUrl) return config.publicUrl;
  const address = server.address();
  if (address !== null && typeof address === 'object') return listeningUrl(address);
  return `http://${config.host}:${config.port}`;
};
