import {
  conflictingContractSchema,
  ratePercentSchema,
  type ConflictingContract,
  type Contract,
  type ContractKind,
  type ContractTerms,
  type dividendPeriods,
} from '@his/shared/schemas/contracts';
import { collectErrors, type FieldErrors } from '../common/field-error.ts';

export type DividendPeriod = (typeof dividendPeriods)[number];

/** Input of the contract chart: the kinds its screen shows, and an account to offer to. */
export interface ContractInput {
  /** The kinds the page is about (the team page: all four; a salary page: its own). */
  kinds: readonly ContractKind[];
  /** A downline chosen before the panel opened (the team page's row): the offer form's default. */
  downline?: string;
}

/** The `contractList` call's query: one kind when the page shows one, else all of them. */
export interface ContractListRequest {
  kind?: ContractKind;
}

/** One tier as typed in the offer form: decimal strings, never floats. */
export interface TierDraft {
  threshold: string;
  rate: string;
}

/** The offer form: the downline's account, the kind, a dividend's period and the tiers. */
export interface OfferDraft {
  downline: string;
  kind: ContractKind;
  period: DividendPeriod;
  tiers: TierDraft[];
}

/** The `contractOffer` call's body (`endConflicts` is the agent's agreement to the conflict rule). */
export interface OfferRequest {
  downline: string;
  terms: ContractTerms;
  endConflicts: boolean;
}

/** The `contractRespond` call's body: an answer to an offer or to a termination request. */
export interface RespondRequest {
  contractId: number;
  accept: boolean;
  endConflicts: boolean;
}

/** The `contractTerminate` call's body. */
export interface TerminateRequest {
  contractId: number;
}

/**
 * The last change the platform took, shown once the list reloaded: the status it gave the
 * contract or the termination request (`offered`: in process; `accepted`; `rejected`;
 * `terminationRequested`: a request in process; `terminationApproved`: the request approved and
 * the contract terminated; `terminationRefused`: the request rejected, the contract in force).
 */
export type ContractNotice =
  | 'offered'
  | 'accepted'
  | 'rejected'
  | 'terminationRequested'
  | 'terminationApproved'
  | 'terminationRefused';

/** One to ten tiers (SPEC §9, the shared schema's bounds). */
export const minTiers = 1;
export const maxTiers = 10;

/** Most active members a dividend tier may ask for (the shared schema's bound). */
const maxMembers = 100_000;

/** The platform's refusals the chart answers in its own way. */
export const conflictCode = 'contract.conflict';
export const rateExceedsCode = 'contract.rate.exceeds.upline';

/** Field-error keys of the offer form, in the agent center's namespace (`agentCenter:contracts.validation.*`). */
const offerErrorKeys = {
  required: 'contracts.validation.required',
  kind: 'contracts.validation.kind',
  tierCount: 'contracts.validation.tierCount',
  members: 'contracts.validation.members',
  amount: 'contracts.validation.amount',
  rate: 'contracts.validation.rate',
  thresholdRising: 'contracts.validation.thresholdRising',
  rateFalling: 'contracts.validation.rateFalling',
  rateAboveCap: 'contracts.validation.rateAboveCap',
} as const;

const membersPattern = /^(0|[1-9][0-9]{0,5})$/;
const amountPattern = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/** A decimal string with at most two decimals as an integer of hundredths (`"12.5"` → 1250). */
export const hundredthsOf = (decimal: string): number => {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Whether a typed rate is a percentage from 0 to 100 with at most two decimals. */
const isRate = (rate: string): boolean => ratePercentSchema.safeParse(rate).success;

/** A threshold's own problem: empty, or not a member count (dividend) or a decimal amount. */
const thresholdProblem = (kind: ContractKind, threshold: string): string | null => {
  if (threshold === '') return offerErrorKeys.required;
  if (kind === 'dividend') {
    return membersPattern.test(threshold) && Number(threshold) <= maxMembers
      ? null
      : offerErrorKeys.members;
  }
  return amountPattern.test(threshold) ? null : offerErrorKeys.amount;
};

/** Comparable threshold (members, or hundredths of an amount), once it is well formed. */
const thresholdValue = (kind: ContractKind, threshold: string): number =>
  kind === 'dividend' ? Number(threshold) : hundredthsOf(threshold);

/**
 * The offer form's problems, by field (`downline`, `kind`, `tiers`, `tier.<i>.threshold`,
 * `tier.<i>.rate`): the downline's account, a kind the page offers, one to ten tiers, each
 * threshold a member count (dividend) or a decimal amount rising above the one before, each rate
 * 0–100 with at most two decimals, never below the one before and, when the upline's cap is
 * known, not above it. Empty means the offer may be sent; the platform checks it all again.
 */
export const checkOffer = (
  draft: OfferDraft,
  kinds: readonly ContractKind[],
  cap: string | null,
): FieldErrors => {
  const checks: Record<string, { key: string; params?: Record<string, string> } | null> = {
    downline: draft.downline.trim() === '' ? { key: offerErrorKeys.required } : null,
    kind: kinds.includes(draft.kind) ? null : { key: offerErrorKeys.kind },
    tiers:
      draft.tiers.length < minTiers || draft.tiers.length > maxTiers
        ? { key: offerErrorKeys.tierCount, params: { max: String(maxTiers) } }
        : null,
  };
  draft.tiers.forEach((tier, index) => {
    const threshold = tier.threshold.trim();
    const rate = tier.rate.trim();
    const before = draft.tiers[index - 1];
    const previousThreshold = before?.threshold.trim() ?? '';
    const previousRate = before?.rate.trim() ?? '';
    let thresholdError = thresholdProblem(draft.kind, threshold);
    if (
      thresholdError === null &&
      before !== undefined &&
      thresholdProblem(draft.kind, previousThreshold) === null &&
      thresholdValue(draft.kind, threshold) <= thresholdValue(draft.kind, previousThreshold)
    ) {
      thresholdError = offerErrorKeys.thresholdRising;
    }
    checks[`tier.${index}.threshold`] = thresholdError === null ? null : { key: thresholdError };

    let rateError: { key: string; params?: Record<string, string> } | null = null;
    if (rate === '') rateError = { key: offerErrorKeys.required };
    else if (!isRate(rate)) rateError = { key: offerErrorKeys.rate };
    else if (cap !== null && hundredthsOf(rate) > hundredthsOf(cap)) {
      rateError = { key: offerErrorKeys.rateAboveCap, params: { cap } };
    } else if (
      before !== undefined &&
      isRate(previousRate) &&
      hundredthsOf(rate) < hundredthsOf(previousRate)
    ) {
      rateError = { key: offerErrorKeys.rateFalling };
    }
    checks[`tier.${index}.rate`] = rateError;
  });
  return collectErrors(checks);
};

/** The terms a valid draft offers (trimmed; a dividend's thresholds as member counts). */
export const termsOf = (draft: OfferDraft): ContractTerms => {
  const rows = draft.tiers.map((tier) => ({
    threshold: tier.threshold.trim(),
    rate: tier.rate.trim(),
  }));
  if (draft.kind === 'dividend') {
    return {
      kind: 'dividend',
      period: draft.period,
      tiers: rows.map((row) => ({ threshold: Number(row.threshold), rate: row.rate })),
    };
  }
  return { kind: draft.kind, tiers: rows };
};

/** An empty tier row. */
export const blankTier = (): TierDraft => ({ threshold: '', rate: '' });

/** A new offer form: the page's first kind, a monthly dividend, one empty tier. */
export const blankDraft = (kinds: readonly ContractKind[], downline = ''): OfferDraft => ({
  downline,
  kind: kinds[0] ?? 'dividend',
  period: 'monthly',
  tiers: [blankTier()],
});

/** An offer form on the terms of a contract the agent gave (new terms for the same downline). */
export const draftFromContract = (contract: Contract): OfferDraft => ({
  downline: contract.downline.account,
  kind: contract.terms.kind,
  period: contract.terms.kind === 'dividend' ? contract.terms.period : 'monthly',
  tiers: contract.terms.tiers.map((tier) => ({
    threshold: String(tier.threshold),
    rate: tier.rate,
  })),
});

/** What to ask the list for: a page of one kind asks for that kind only. */
export const listRequestOf = (kinds: readonly ContractKind[]): ContractListRequest =>
  kinds.length === 1 && kinds[0] !== undefined ? { kind: kinds[0] } : {};

/** The contracts of the page's kinds. */
export const ofKinds = (contracts: readonly Contract[], kinds: readonly ContractKind[]) =>
  contracts.filter((contract) => kinds.includes(contract.terms.kind));

/** The highest rate of a contract's terms (its last tier's: rates never fall). */
export const topRateOf = (terms: ContractTerms): string => terms.tiers.at(-1)?.rate ?? '0';

/**
 * The most the agent may offer of a kind, when known: the cap the platform answered a refused
 * offer with, else the top rate of the agent's own contract of the kind in force (as downline).
 * An agent without one (a top agent, capped by the house) learns it from a refusal.
 */
export const capOf = (
  contracts: readonly Contract[],
  refusedCaps: Partial<Record<ContractKind, string>>,
  kind: ContractKind,
): string | null => {
  const refused = refusedCaps[kind];
  if (refused !== undefined) return refused;
  const own = contracts.find(
    (contract) =>
      contract.role === 'downline' &&
      contract.status === 'accepted' &&
      contract.terms.kind === kind,
  );
  return own ? topRateOf(own.terms) : null;
};

const findContract = (contracts: readonly Contract[], id: number) =>
  contracts.find((contract) => contract.id === id);

/** An offer waiting for the agent's answer (the agent is its downline). */
export const isOfferToAnswer = (contracts: readonly Contract[], id: number): boolean => {
  const contract = findContract(contracts, id);
  return contract?.status === 'inProcess' && contract.role === 'downline';
};

/** A contract in force with no termination asked for: either side may ask. */
export const mayAskTermination = (contracts: readonly Contract[], id: number): boolean => {
  const contract = findContract(contracts, id);
  return contract?.status === 'accepted' && contract.terminationRequestedBy === null;
};

/** A termination the other side asked for: the agent approves or refuses it. */
export const isTerminationToAnswer = (contracts: readonly Contract[], id: number): boolean => {
  const contract = findContract(contracts, id);
  return (
    contract?.status === 'accepted' &&
    contract.terminationRequestedBy !== null &&
    contract.terminationRequestedBy !== contract.role
  );
};

/** A contract the agent gave (as upline): its terms may seed new terms for the same downline. */
export const mayOfferAgain = (
  contracts: readonly Contract[],
  kinds: readonly ContractKind[],
  id: number,
): boolean => {
  const contract = findContract(contracts, id);
  return contract?.role === 'upline' && kinds.includes(contract.terms.kind);
};

/** The contract with that id (the guards made sure it is listed). */
export const contractById = (contracts: readonly Contract[], id: number): Contract | null =>
  findContract(contracts, id) ?? null;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const valueOf = (error: unknown): unknown => (isRecord(error) ? error.value : undefined);

const conflictListSchema = conflictingContractSchema.array();

/** The contracts a `contract.conflict` refusal names (`value.conflicts`), or none. */
export const conflictsOf = (error: unknown): ConflictingContract[] => {
  const value = valueOf(error);
  const parsed = conflictListSchema.safeParse(isRecord(value) ? value.conflicts : undefined);
  return parsed.success ? parsed.data : [];
};

/** The upline's cap a `contract.rate.exceeds.upline` refusal carries (`value.cap`), or null. */
export const refusedCapOf = (error: unknown): string | null => {
  const value = valueOf(error);
  const parsed = ratePercentSchema.safeParse(isRecord(value) ? value.cap : undefined);
  return parsed.success ? parsed.data : null;
};
