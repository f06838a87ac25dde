import { z } from 'zod';
import { text } from '../patterns.ts';

/**
 * `GET /wps/system/domainRoute` (UPSTREAM.md §4: the platform refuses it without its params;
 * which ones is not known, §8): the site's host name, as the status call sends its `url`.
 */
export const domainRouteQuerySchema = z
  .object({
    domain: text()
      .min(1)
      .max(253)
      .regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/),
  })
  .strict();

/**
 * The service path list (SPEC §3 "service info"): `value.version.pathList`; the item of type
 * '3' is the live chat, its `path` DES ciphertext followed by the 8-character key.
 */
export const serviceInfoSchema = z.object({
  version: z.object({
    pathList: z.array(z.object({ type: text().max(8), path: text().max(2048) })),
  }),
});
export type ServiceInfo = z.infer<typeof serviceInfoSchema>;
