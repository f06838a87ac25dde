import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildUpstream } from './app.ts';
import type { UpstreamConfig } from './config.ts';
import { loadUpstreamConfig } from './config.ts';
import { gameOriginsOf, listeningUrl } from './play/public-url.ts';

export interface RunningUpstream {
  /** e.g. `http://127.0.0.1:8081`; an unspecified bind address is reported as loopback. */
  url: string;
  /** Where browsers reach its game pages: `PUBLIC_URL`, or `url` when that is unset. */
  publicUrl: string;
  /**
   * Every origin its game pages may be launched from, for the site's `frame-src`: the
   * `PUBLIC_URL` origin, or on loopback `url` under each loopback name (the launch follows the
   * name the player opened the site at).
   */
  gameOrigins: string[];
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Builds the upstream from the environment plus `overrides` and listens (port 0 = any free port). */
export const startUpstream = async (
  overrides: Partial<UpstreamConfig> = {},
): Promise<RunningUpstream> => {
  const config = { ...loadUpstreamConfig(), ...overrides };
  const app = await buildUpstream(config, { playTimer: true });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address() as AddressInfo;
  const url = listeningUrl(address);
  return {
    url,
    // Launch URLs of the game pages point here too, unless PUBLIC_URL says otherwise.
    publicUrl: config.publicUrl ?? url,
    gameOrigins: config.publicUrl ? [new URL(config.publicUrl).origin] : gameOriginsOf(url),
    app,
    close: () => app.close(),
  };
};
