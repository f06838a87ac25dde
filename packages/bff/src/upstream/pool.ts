import { Pool } from 'undici';
import type { BffConfig } from '../config.ts';

/**
 * The one connection pool to the platform, shared by reply-from and the bff's own calls.
 * Every limit is explicit because undici's defaults wait 300 s for headers and body, and
 * reply-from would otherwise turn certificate checking off (ASVS 12.3.2, 13.1.3).
 */
export const createUpstreamPool = (config: BffConfig): Pool =>
  new Pool(config.upstreamUrl, {
    connections: config.upstreamConnections,
    pipelining: 1,
    headersTimeout: config.upstreamTimeoutMs,
    bodyTimeout: config.upstreamTimeoutMs,
    connect: { timeout: config.upstreamConnectTimeoutMs, rejectUnauthorized: true },
  });
