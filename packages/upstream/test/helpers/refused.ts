import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { fingerprint } from './db.ts';
import { envelope } from './upstream.ts';

/**
 * The answer to `call` is `status` with `code` (naming `field` when given: a field of a
 * localized text may be named with its language, `title.EN`) and nothing at all was written.
 */
export const expectRefused = async (
  db: Db,
  call: () => Promise<LightMyRequestResponse>,
  status: number,
  code: string,
  field?: string,
) => {
  const before = await fingerprint(db);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  const answer = envelope(response);
  expect(answer.errorCode, response.body).toBe(code);
  if (field !== undefined) {
    expect(JSON.stringify(answer.value)).toMatch(new RegExp(`"${field}[".]`));
  }
  expect(await fingerprint(db)).toBe(before);
};
