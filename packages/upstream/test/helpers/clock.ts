import type { ControllableClock } from '../../src/clock.ts';

export type FakeClock = ControllableClock;

/** A clock that only moves when told to (a QA reset takes it back to `start`), so expiry tests never sleep. */
export const fakeClock = (start = Date.parse('2026-01-10T10:00:00Z')): FakeClock => {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    reset: () => {
      now = start;
    },
  };
};
