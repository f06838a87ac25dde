import type { Clock } from '../../src/clock.ts';

export interface FakeClock extends Clock {
  advance(ms: number): void;
}

/** A clock that only moves when told to, so expiry tests never sleep. */
export const fakeClock = (start = Date.parse('2026-01-10T10:00:00Z')): FakeClock => {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
};
