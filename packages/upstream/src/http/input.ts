import type { z } from 'zod';
import { ApiError } from './api-error.ts';

/** Parses with a registry schema; any mismatch is the caller's mistake (`request_param_err`). */
export const parseInput = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (!result.success) {
    // A key the schema does not know is named too, so the caller sees which one to drop.
    const fields = [
      ...new Set(
        result.error.issues.flatMap((issue) =>
          issue.code === 'unrecognized_keys'
            ? issue.keys.map((key) => [...issue.path, key].join('.'))
            : [issue.path.join('.')],
        ),
      ),
    ];
    throw new ApiError('request_param_err', { fields });
  }
  return result.data;
};

/**
 * Reads a raw body (every content type arrives as a string, see app.ts). An empty body reads as
 * `{}` so that calls whose body is optional accept it; malformed JSON is `request_param_err`.
 */
export const readBody = (raw: unknown, type: 'none' | 'json' | 'form'): unknown => {
  if (type === 'none') return undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return {};
  if (type === 'form') return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError('request_param_err');
  }
};
