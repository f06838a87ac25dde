import type { z } from 'zod';
import type { CallDef, CallName } from '@his/shared/calls';
import { altchaChallengeSchema } from '@his/shared/schemas/challenge';
import {
  bffSessionSchema,
  calls,
  envelopeSchema,
  failureSchema,
  knownErrorCodes,
} from './api-schemas.ts';

/** The plain-JSON answers of the bff's own paths (`getBffJson`), by name. */
const bffSchemas = { session: bffSessionSchema, challenge: altchaChallengeSchema } as const;
export type BffAnswerName = keyof typeof bffSchemas;

/** An answer as it arrived, and which schema reads it. */
export interface Answer {
  /** A registry call's envelope (or raw lottery JSON), or one of the bff's own answers. */
  schema: { call: CallName } | { bff: BffAnswerName };
  status: number;
  ok: boolean;
  /** The body as it came: the check parses it, so the page's thread never does. */
  text: string;
}

/** What the caller may use of an answer: its value, or the coded failure to reject with. */
export type Verdict =
  | { ok: true; value: unknown }
  | { ok: false; code: string; status: number; captcha: boolean; value: unknown };

const unknownCode = 'internal.error';

const failed = (code: string, status: number, captcha = false, value: unknown = null): Verdict => ({
  ok: false,
  code,
  status,
  captcha,
  value,
});

const failureFrom = (json: unknown, status: number): Verdict => {
  const failure = failureSchema.safeParse(json);
  if (!failure.success) return failed('upstream.bad.answer', status);
  const { value, errorCode } = failure.data;
  // Only codes we can show a text for travel on; anything else reads as a system error.
  const code = errorCode && knownErrorCodes.has(errorCode) ? errorCode : unknownCode;
  const captcha =
    typeof value === 'object' && value !== null && 'captcha' in value && value.captcha === true;
  return failed(code, status, captcha, value ?? null);
};

const parsed = (schema: z.ZodType, data: unknown, status: number): Verdict => {
  const value = schema.safeParse(data);
  return value.success ? { ok: true, value: value.data } : failed('upstream.bad.answer', status);
};

/**
 * Reads one answer with its schema: a registry call's envelope (with the entry's `publicValue`
 * or `value` schema; the lottery gateway's raw JSON on success), or a bff answer's plain JSON.
 * A failure becomes its code when the player can be shown a text for it, `internal.error`
 * otherwise; anything that is not the expected JSON is `upstream.bad.answer` (a 401 without JSON
 * is `login.not.session`). A pure function: `answer-checker.ts` runs it in a worker.
 */
export const checkAnswer = ({ schema, status, ok, text }: Answer): Verdict => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failed(status === 401 ? 'login.not.session' : 'upstream.bad.answer', status);
  }
  if ('bff' in schema)
    return ok ? parsed(bffSchemas[schema.bff], json, status) : failureFrom(json, status);
  const entry: CallDef = calls[schema.call];
  const valueSchema: z.ZodType = entry.publicValue ?? entry.value;
  // The lottery gateway answers raw JSON on success; its failures are enveloped like the rest.
  if (entry.answer === 'raw' && ok) return parsed(valueSchema, json, status);
  const envelope = envelopeSchema(valueSchema).safeParse(json);
  if (envelope.success && envelope.data.success) {
    return parsed(valueSchema, envelope.data.value ?? null, status);
  }
  return failureFrom(json, status);
};
