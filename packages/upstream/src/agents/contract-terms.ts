import type { ContractKind, ContractTerms } from '@his/shared/schemas/contracts';
import { ApiError } from '../http/api-error.ts';
import { decimalToCents } from '../ledger/money.ts';

/**
 * A contract's tiers as the upstream computes with them: thresholds as integers (active members
 * for a dividend, cents of valid bet for a salary) and rates in basis points (`12.5` % → 1250),
 * so no rule ever compares or multiplies a float.
 */
export interface Tier {
  threshold: bigint;
  rateBp: number;
}

/** `"12.5"` → 1250 basis points; the schema allows 0–100 with two decimals at most. */
const rateToBp = (rate: string): number => {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** 1250 → `"12.50"`. */
export const bpToRate = (bp: number): string =>
  `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** The tiers of terms as stored or offered (their order is checked by `checkTiers`). */
export const tiersOf = (terms: ContractTerms): Tier[] =>
  terms.kind === 'dividend'
    ? terms.tiers.map((tier) => ({
        threshold: BigInt(tier.threshold),
        rateBp: rateToBp(tier.rate),
      }))
    : terms.tiers.map((tier) => ({
        threshold: decimalToCents(tier.threshold),
        rateBp: rateToBp(tier.rate),
      }));

/**
 * An offer's tiers must rise: each threshold above the one before and no rate below it (else
 * `request_param_err` naming `terms.tiers`, before anything is read or written).
 */
export const checkTiers = (terms: ContractTerms): Tier[] => {
  const tiers = tiersOf(terms);
  const rising = tiers.every((tier, index) => {
    const before = tiers[index - 1];
    return !before || (tier.threshold > before.threshold && tier.rateBp >= before.rateBp);
  });
  if (!rising) throw new ApiError('request_param_err', { fields: ['terms.tiers'] });
  return tiers;
};

/** The tier a figure reaches: the highest whose threshold it is at or above (none: null). */
export const tierAt = (tiers: readonly Tier[], figure: bigint): Tier | null => {
  let reached: Tier | null = null;
  for (const tier of tiers) if (figure >= tier.threshold) reached = tier;
  return reached;
};

/** The rate a figure earns: the highest tier it reaches (none reached: 0). */
const rateAt = (tiers: readonly Tier[], figure: bigint): number =>
  tierAt(tiers, figure)?.rateBp ?? 0;

/** The highest rate of a contract (its last tier's: rates never fall). */
export const topRateBp = (tiers: readonly Tier[]): number => tiers.at(-1)?.rateBp ?? 0;

/**
 * Whether `tiers` pay more than `cap` for some figure: both are step functions that change only
 * at their thresholds, so comparing them at every threshold of either compares them everywhere.
 */
export const exceeds = (tiers: readonly Tier[], cap: readonly Tier[]): boolean =>
  [0n, ...tiers.map((t) => t.threshold), ...cap.map((t) => t.threshold)].some(
    (figure) => rateAt(tiers, figure) > rateAt(cap, figure),
  );

/**
 * What the house allows its top agents (those without an upline agent) per kind: the cap of
 * every contract under them. A downline's rate can never exceed its upline's, so these bound the
 * whole tree.
 */
export const houseCaps: Readonly<Record<ContractKind, readonly Tier[]>> = {
  dividend: [{ threshold: 0n, rateBp: 5000 }],
  dailySalary: [{ threshold: 0n, rateBp: 300 }],
  hourlySalary: [{ threshold: 0n, rateBp: 300 }],
  realtimeSalary: [{ threshold: 0n, rateBp: 200 }],
};
