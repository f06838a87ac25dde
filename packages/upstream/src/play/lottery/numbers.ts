import type { RandomInt } from '../games/random.ts';

/**
 * The prizes of one draw, northern-Vietnam style: the special prize and the first prize (five
 * digits each), then 2 × 5, 6 × 5, 4 × 4, 6 × 4, 3 × 3 and 4 × 2 digits: 27 numbers. Bets on two
 * digits are settled by the last two digits of the special prize, `numbers[0]`.
 */
const prizeDigits = [
  5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2,
] as const;

export const drawNumbers = (random: RandomInt): string[] =>
  prizeDigits.map((digits) => String(random(10 ** digits)).padStart(digits, '0'));

/** The two digits a bet must name to win the draw. */
export const winningPair = (numbers: readonly string[]): string => (numbers[0] ?? '').slice(-2);

/** A winning 2-digit bet pays 70 times its stake (1 chance in 100: a return of 70 %). */
export const lotteryPayout = 70n;
