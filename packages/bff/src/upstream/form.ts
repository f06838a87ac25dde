import { BffError } from '../errors.ts';

/**
 * A validated body in the platform's form encoding (`application/x-www-form-urlencoded`).
 * Only flat scalar fields exist in form calls; anything nested is refused, never flattened.
 */
export const formBody = (body: unknown): string => {
  const params = new URLSearchParams();
  if (body === undefined || body === null) return '';
  if (typeof body !== 'object' || Array.isArray(body)) throw new BffError('request_param_err');
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (typeof value === 'object') throw new BffError('request_param_err');
    params.append(key, String(value));
  }
  return params.toString();
};
