import { z } from 'zod';
import type { RandomInt } from './random.ts';

/**
 * The in-house crash game. A multiplier starts at 1.00× when the round opens and grows as
 * `e^(growthPerMs × elapsed ms)` until the round's crash point, drawn when it opens; cashing out
 * before then pays `stake × multiplier`, rounded down to the cent. Multipliers are kept in
 * hundredths (`x100`: 250 = 2.50×).
 *
 * The crash point is `0.96 / u` for `u` uniform in (0, 1] (so P(crash ≥ m) = 0.96 / m): cashing
 * out at any multiplier returns 96 % on average (house edge 4 %); 4 % of rounds crash at once.
 * It is capped at 1,000×, which the multiplier reaches after about 115 s.
 */
export const crashGrowthPerMs = 0.00006;
export const crashCapX100 = 100_000;
const resolution = 1_000_000;

const autoCashoutSchema = z
  .number()
  .min(1.01)
  .max(crashCapX100 / 100)
  .multipleOf(0.01);
export const crashChoiceSchema = z.object({ autoCashout: autoCashoutSchema.optional() }).strict();
export type CrashChoice = z.infer<typeof crashChoiceSchema>;

export const drawCrashPoint = (random: RandomInt): number => {
  const u = random(resolution) + 1;
  return Math.min(crashCapX100, Math.max(100, Math.floor((96 * resolution) / u)));
};

/** Multiplier (x100) `elapsedMs` after the round opened. */
export const multiplierAt = (elapsedMs: number): number =>
  Math.floor(100 * Math.exp(crashGrowthPerMs * Math.max(0, elapsedMs)));

/** Milliseconds after opening at which the multiplier reaches `x100` (the crash, an auto cash-out). */
export const msToReach = (x100: number): number =>
  Math.ceil(Math.log(x100 / 100) / crashGrowthPerMs);

export const toX100 = (multiplier: number): number => Math.round(multiplier * 100);

/** What the server keeps of an open crash round; the crash point stays secret until it settles. */
export interface CrashOutcome {
  crashPoint: number;
  autoCashout: number | null;
  /** Multiplier (x100) the round was cashed out at; null while open and when it crashed. */
  cashedOutAt: number | null;
}

export interface CrashSettlement {
  cashedOutAt: number | null;
  winCents: bigint;
  /** When the round ended: the cash-out, the auto cash-out or the crash. */
  at: number;
}

const win = (stakeCents: bigint, x100: number) => (stakeCents * BigInt(x100)) / 100n;

/**
 * The round's end if it has ended by `now` without the player: an auto cash-out below the crash
 * point pays once the multiplier reaches it; otherwise the crash ends it, lost. Null while it runs.
 */
export const settlementDue = (
  outcome: CrashOutcome,
  stakeCents: bigint,
  openedAt: number,
  now: number,
): CrashSettlement | null => {
  const crashAt = openedAt + msToReach(outcome.crashPoint);
  if (outcome.autoCashout !== null && outcome.autoCashout < outcome.crashPoint) {
    const autoAt = openedAt + msToReach(outcome.autoCashout);
    if (now >= autoAt) {
      return {
        cashedOutAt: outcome.autoCashout,
        winCents: win(stakeCents, outcome.autoCashout),
        at: autoAt,
      };
    }
    return null;
  }
  return now >= crashAt ? { cashedOutAt: null, winCents: 0n, at: crashAt } : null;
};

/**
 * A cash-out asked for at `now`: the current multiplier if the round is still running, else
 * whatever ended it (the auto cash-out or the crash).
 */
export const cashOutAt = (
  outcome: CrashOutcome,
  stakeCents: bigint,
  openedAt: number,
  now: number,
): CrashSettlement => {
  const due = settlementDue(outcome, stakeCents, openedAt, now);
  if (due) return due;
  // Below the crash point by the timing above; the clamp only guards floating-point rounding.
  const current = Math.min(multiplierAt(now - openedAt), outcome.crashPoint - 1);
  return { cashedOutAt: current, winCents: win(stakeCents, current), at: now };
};
