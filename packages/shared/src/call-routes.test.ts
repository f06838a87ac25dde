import { describe, expect, it } from 'vitest';
import { callRoutes } from './call-routes.ts';
import { calls, callsByGroup } from './calls.ts';

describe('callRoutes', () => {
  it('names every call of the registry with its path, method, body, answer, CSRF need and group', () => {
    const groupOf = new Map(
      Object.entries(callsByGroup).flatMap(([group, entries]) =>
        Object.keys(entries).map((name) => [name, group]),
      ),
    );
    const fromRegistry = Object.fromEntries(
      Object.entries(calls).map(([name, call]) => [
        name,
        {
          path: call.path,
          method: call.method,
          bodyType: call.bodyType,
          answer: call.answer,
          sideEffects: call.sideEffects,
          group: groupOf.get(name),
        },
      ]),
    );
    expect(callRoutes).toStrictEqual(fromRegistry);
  });

  it('puts every call in exactly one group', () => {
    const grouped = Object.values(callsByGroup).flatMap((entries) => Object.keys(entries));
    expect(grouped.toSorted()).toEqual(Object.keys(calls).toSorted());
  });
});
