import { z } from 'zod';

/**
 * The only environment the combined runner reads itself: whether a real platform is configured.
 * Everything else is read by each package's own config (packages/bff/src/config.ts,
 * packages/upstream/src/config.ts).
 */
const schema = z.object({
  UPSTREAM_URL: z.url().optional(),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
});

export type SiteConfig = z.infer<typeof schema>;
export const loadSiteConfig = (env: NodeJS.ProcessEnv = process.env): SiteConfig =>
  schema.parse(env);
