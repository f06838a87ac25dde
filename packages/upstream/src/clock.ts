/**
 * Where the upstream reads the time. Every expiry (tokens, captchas, login-failure windows, key
 * rotation) goes through it, so tests and the later QA clock control can move time without
 * sleeping, and the database never decides time on its own.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock QA can move forward (`POST /qa/clock/advance`) and take back to where it started with
 * a reset (`POST /qa/reset`, which starts a new world: no data from the later time is left); the
 * test clock has the same shape.
 */
export interface ControllableClock extends Clock {
  advance(ms: number): void;
  reset(): void;
}

export const isControllable = (clock: Clock): clock is ControllableClock =>
  typeof (clock as Partial<ControllableClock>).advance === 'function';

/**
 * The system time plus an offset that only grows, used when QA controls are on: lottery draws,
 * crash rounds and every expiry can be reached without waiting, and time never runs backwards
 * but for a QA reset, which wipes whatever the later time made.
 */
export const controllableClock = (base: Clock = systemClock): ControllableClock => {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
};
