/**
 * Where the upstream reads the time. Every expiry (tokens, captchas, login-failure windows, key
 * rotation) goes through it, so tests and the later QA clock control can move time without
 * sleeping, and the database never decides time on its own.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
