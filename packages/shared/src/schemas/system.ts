import { z } from 'zod';
import { moduleNodeSchema } from '../modules.ts';
import { registerRuleSchema } from '../patterns.ts';

export const registerRulesSchema = z.record(z.string(), registerRuleSchema);

export const resourceSchema = z.object({
  resourceType: z.string(),
  labelNameEn: z.string(),
  labelNameCn: z.string(),
  url: z.string(),
});

export const customerServiceSchema = z.object({ csType: z.string(), path: z.string() });

export const locationSchema = z.object({ ip: z.string(), country: z.string() });

/** `GET /wps/system/status` value (UPSTREAM.md §5.1; the spec's "permission"). */
export const permissionSchema = z.object({
  info: z.object({
    whitelabel: moduleNodeSchema,
    register: registerRulesSchema,
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    analytics: z.object({ gtagId: z.string() }).partial(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
  location: locationSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const systemStatusQuerySchema = z.object({ url: z.string().max(255).optional() }).strict();

export const countrySchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  countryName: z.string(),
});
export const countryListSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

/** `GET /wps/system/helpCenter` (UPSTREAM.md §4): `lang` and `device` are accepted. */
export const helpCenterQuerySchema = z
  .object({
    lang: z
      .string()
      .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
      .optional(),
    device: z.enum(['WEB']).optional(),
  })
  .strict();

/** A help center item: `content` is HTML, shown only after sanitising. */
export const helpItemSchema = z.object({
  tag: z.string().min(1).max(64),
  title: z.string().min(1).max(200),
  content: z.string().max(100_000),
});
export const helpItemsSchema = z.array(helpItemSchema);
export type HelpItem = z.infer<typeof helpItemSchema>;

export const captchaQuerySchema = z.object({ t: z.coerce.number().int().optional() }).strict();
/** Base64 PNG, no `data:` prefix (UPSTREAM.md §4.1). */
export const captchaValueSchema = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/);
