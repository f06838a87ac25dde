import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * The platform's answer on every `/wps/*` call (UPSTREAM.md §3.1). `value` carries the payload
 * on success and, on some failures, details such as `{ captcha: true }`.
 */
export const envelopeSchema = <V extends z.ZodType>(value: V) =>
  z.object({
    success: z.boolean(),
    value: value.nullable().optional(),
    message: z.string().nullable().optional(),
    errorCode: z.string().nullable().optional(),
  });

/** A failed envelope: the value is loose because failures carry call-specific details. */
export const failureSchema = z.object({
  success: z.literal(false),
  value: z.unknown().optional(),
  message: z.string().nullable().optional(),
  errorCode: z.string(),
});
export type Failure = z.infer<typeof failureSchema>;

export interface Envelope<V> {
  success: boolean;
  value?: V | null;
  message?: string | null;
  errorCode?: string | null;
}

export const ok = <V>(value: V): Envelope<V> => ({
  success: true,
  value,
  message: '',
  errorCode: '',
});

export const fail = (errorCode: ErrorCode, message: string, value: unknown = null): Failure => ({
  success: false,
  value,
  message,
  errorCode,
});
