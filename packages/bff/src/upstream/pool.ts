import { Pool } from 'undici';
import type { BffConfig } from '../config.ts';
import { DeadlinePool } from './deadline.ts';

/**
 * The one connection pool to the platform, shared by reply-from and the bff's own calls, with
 * one overall deadline per call (`UPSTREAM_TIMEOUT_MS`, see `DeadlinePool`). undici's per-phase
 * timeouts stay as a backstop, explicit because its defaults wait 300 s for headers and body;
 * certificates are checked, which reply-from's own agents would turn off (ASVS 12.3.2, 13.1.3).
 */
export const createUpstreamPool = (config: BffConfig): DeadlinePool =>
  new DeadlinePool(
    new Pool(config.upstreamUrl, {
      connections: config.upstreamConnections,
      pipelining: 1,
      headersTimeout: config.upstreamTimeoutMs,
      bodyTimeout: config.upstreamTimeoutMs,
      connect: { timeout: config.upstreamConnectTimeoutMs, rejectUnauthorized: true },
    }),
    { deadlineMs: config.upstreamTimeoutMs, connections: config.upstreamConnections },
  );
