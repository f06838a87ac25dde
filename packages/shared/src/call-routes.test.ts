import { describe, expect, it } from 'vitest';
import { callRoutes } from './call-routes.ts';
import { calls } from './calls.ts';

describe('callRoutes', () => {
  it('names every call of the registry with its path, method, body, answer and CSRF need', () => {
    const fromRegistry = Object.fromEntries(
      Object.entries(calls).map(([name, call]) => [
        name,
        {
          path: call.path,
          method: call.method,
          bodyType: call.bodyType,
          answer: call.answer,
          sideEffects: call.sideEffects,
        },
      ]),
    );
    expect(callRoutes).toStrictEqual(fromRegistry);
  });
});
