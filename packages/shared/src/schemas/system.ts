import { z } from 'zod';
import { moduleNodeSchema } from '../modules.ts';
import { registerRuleSchema, text } from '../patterns.ts';

export const registerRulesSchema = z.record(text(), registerRuleSchema);

export const resourceSchema = z.object({
  resourceType: text(),
  labelNameEn: text(),
  labelNameCn: text(),
  url: text(),
});

export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceSchema = z.object({ csType: text(), path: text() });

export const locationSchema = z.object({ ip: text(), country: text() });

/** `GET /wps/system/status` value (UPSTREAM.md §5.1; the spec's "permission"). */
export const permissionSchema = z.object({
  info: z.object({
    whitelabel: moduleNodeSchema,
    register: registerRulesSchema,
    resources: z.array(resourceSchema),
    customerService: z.array(customerServiceSchema),
    analytics: z.object({ gtagId: text() }).partial(),
    imageCDNs: z.array(text()),
    launchGameCDNs: z.array(text()),
  }),
  location: locationSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const systemStatusQuerySchema = z.object({ url: text().max(255).optional() }).strict();

export const countrySchema = z.object({
  countryCode: text().regex(/^[A-Z]{2}$/),
  countryDialingCode: text().regex(/^\+?\d{1,4}$/),
  countryName: text(),
});
export const countryListSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

/** `GET /wps/system/helpCenter` (UPSTREAM.md §4): `lang` and `device` are accepted. */
export const helpCenterQuerySchema = z
  .object({
    lang: text()
      .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
      .optional(),
    device: z.enum(['WEB']).optional(),
  })
  .strict();

/** A help center item: `content` is HTML, shown only after sanitising. */
export const helpItemSchema = z.object({
  tag: text().min(1).max(64),
  title: text().min(1).max(200),
  content: text({ lines: true }).max(100_000),
});
export const helpItemsSchema = z.array(helpItemSchema);
export type HelpItem = z.infer<typeof helpItemSchema>;

export const captchaQuerySchema = z.object({ t: z.coerce.number().int().optional() }).strict();
/** Base64 PNG, no `data:` prefix (UPSTREAM.md §4.1). */
export const captchaValueSchema = text().regex(/^[A-Za-z0-9+/]+={0,2}$/);
