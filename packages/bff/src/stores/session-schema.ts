import { z } from 'zod';
import type { SessionData } from './session-store.ts';

const nullableText = z.string().max(4096).nullable();
const epochMs = z.number().int().nonnegative();

/** What a serialising store accepts back: anything else reads as "no session". */
export const sessionDataSchema = z
  .object({
    token: nullableText,
    account: nullableText,
    nickname: nullableText,
    isAgent: z.number().int().nullable(),
    captchaId: nullableText,
    createdAt: epochMs,
    lastSeenAt: epochMs,
    absoluteDeadline: epochMs,
    remember: z.boolean(),
  })
  .strict() satisfies z.ZodType<SessionData>;
