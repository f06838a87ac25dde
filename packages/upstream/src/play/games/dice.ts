import { z } from 'zod';
import type { RandomInt } from './random.ts';

/**
 * The in-house dice: a roll of 00–99. "Under 30" wins on 00–29 (30 outcomes), "over 70" on
 * 71–99 (29 outcomes). A win pays `stake × 96 / outcomes`, rounded down to the cent, so the
 * return is 96 % whatever the target (house edge 4 %). Between 1 and 95 outcomes may win, so
 * a win always pays more than the stake.
 */
const rollSides = 100;
const returnPercent = 96n;
const maxWinningOutcomes = 95;

export const diceChoiceSchema = z
  .object({ direction: z.enum(['over', 'under']), target: z.number().int().min(1).max(98) })
  .strict()
  .refine((choice) => {
    const outcomes = winningOutcomes(choice);
    return outcomes >= 1 && outcomes <= maxWinningOutcomes;
  }, 'between 1 and 95 outcomes must win');
export type DiceChoice = z.infer<typeof diceChoiceSchema>;

export const winningOutcomes = (choice: { direction: 'over' | 'under'; target: number }): number =>
  choice.direction === 'under' ? choice.target : rollSides - 1 - choice.target;

export interface DiceOutcome {
  roll: number;
  direction: 'over' | 'under';
  target: number;
  /** What a win pays per unit staked, for display (two decimals). */
  payout: number;
  won: boolean;
}

const diceWins = (choice: DiceChoice, roll: number): boolean =>
  choice.direction === 'under' ? roll < choice.target : roll > choice.target;

export const rollDice = (
  stakeCents: bigint,
  choice: DiceChoice,
  random: RandomInt,
): { outcome: DiceOutcome; winCents: bigint } => {
  const roll = random(rollSides);
  const outcomes = BigInt(winningOutcomes(choice));
  const won = diceWins(choice, roll);
  return {
    outcome: {
      roll,
      direction: choice.direction,
      target: choice.target,
      payout: Math.floor((Number(returnPercent) * 100) / Number(outcomes)) / 100,
      won,
    },
    winCents: won ? (stakeCents * returnPercent) / outcomes : 0n,
  };
};
