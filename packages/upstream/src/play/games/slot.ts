import type { RandomInt } from './random.ts';

/**
 * The in-house slot: three reels, one payline, every reel the same weighted strip. Three of a
 * kind pay the `three` multiplier, the first two reels alike pay the `pair` multiplier. Over the
 * 20³ = 8,000 equally likely stops the return is 7,696 / 8,000 = 96.2 % (house edge 3.8 %);
 * `slotReturn` computes it and a test holds it there.
 */
export const slotSymbols = ['seven', 'bar', 'bell', 'plum', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

const weights: Readonly<Record<SlotSymbol, number>> = {
  seven: 1,
  bar: 2,
  bell: 3,
  plum: 4,
  lemon: 5,
  cherry: 5,
};
const three: Readonly<Record<SlotSymbol, bigint>> = {
  seven: 300n,
  bar: 80n,
  bell: 40n,
  plum: 20n,
  lemon: 9n,
  cherry: 8n,
};
const pair: Readonly<Record<SlotSymbol, bigint>> = {
  seven: 10n,
  bar: 5n,
  bell: 3n,
  plum: 2n,
  lemon: 1n,
  cherry: 1n,
};

const strip: readonly SlotSymbol[] = slotSymbols.flatMap((symbol) =>
  Array.from({ length: weights[symbol] }, () => symbol),
);

export interface SlotOutcome {
  reels: [SlotSymbol, SlotSymbol, SlotSymbol];
  /** Whole multiple of the stake paid back (0 = lost). */
  multiplier: number;
}

export const slotMultiplier = (reels: readonly [SlotSymbol, SlotSymbol, SlotSymbol]): bigint => {
  const [a, b, c] = reels;
  if (a === b && b === c) return three[a];
  if (a === b) return pair[a];
  return 0n;
};

const stop = (random: RandomInt): SlotSymbol => strip[random(strip.length)] as SlotSymbol;

/** One spin; the win is the stake times a whole multiplier, so it is exact in cents. */
export const spinSlot = (
  stakeCents: bigint,
  random: RandomInt,
): { outcome: SlotOutcome; winCents: bigint } => {
  const reels: [SlotSymbol, SlotSymbol, SlotSymbol] = [stop(random), stop(random), stop(random)];
  const multiplier = slotMultiplier(reels);
  return { outcome: { reels, multiplier: Number(multiplier) }, winCents: stakeCents * multiplier };
};

/** The exact return to player as `[paid, staked]` over every stop of the three reels. */
export const slotReturn = (): [bigint, bigint] => {
  let paid = 0n;
  for (const a of strip)
    for (const b of strip) for (const c of strip) paid += slotMultiplier([a, b, c]);
  return [paid, BigInt(strip.length ** 3)];
};
