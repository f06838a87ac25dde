import { randomInt } from 'node:crypto';

/**
 * A uniform integer in `[0, max)`. Outcomes come from `crypto.randomInt` (unbiased, from the
 * operating system's CSPRNG); tests pass a scripted source to reach a given outcome.
 */
export type RandomInt = (max: number) => number;

export const secureRandomInt: RandomInt = (max) => randomInt(max);
