import { z } from 'zod';
import { text } from '../patterns.ts';
import {
  recordAmountSchema,
  recordDaySchema,
  recordPageFields,
  recordRangeFields,
} from './records.ts';
import { decimalAmountSchema } from './withdraw.ts';

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

/**
 * The contracts an upline offers a downline agent (SPEC §4, §9): a dividend on the team's
 * profit and loss, a daily salary on the day's valid bets, an hourly salary on the hour's, and a
 * real-time salary on the valid bets of each five minutes.
 */
export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof contractKinds)[number];

/** A dividend's settlement period (SPEC §9); each salary has its own (day, hour, five minutes). */
export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;

/**
 * A contract's status (SPEC §4): `inProcess` offered and awaiting the downline, `rejected` by
 * the downline, `accepted` in force, `terminated` ended (by an agreed termination, or
 * automatically by the conflict rule). A termination request is `inProcess`, then `approved` by
 * the other side (the contract is then `terminated`) or `rejected`.
 */
export const contractStatuses = ['inProcess', 'rejected', 'accepted', 'terminated'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** Why a contract ended: the agreed termination, the conflict rule, or the next contract. */
export const contractEndReasons = ['termination', 'conflict', 'replaced'] as const;

/** A percentage with at most two decimals, from 0 to 100: `12.5` is 12.5 %. */
export const ratePercentSchema = text().regex(/^(100(\.00?)?|(0|[1-9][0-9]?)(\.[0-9]{1,2})?)$/, {
  error: 'a percentage from 0 to 100 with at most two decimals',
});

/** Active members a dividend tier needs (a whole number). */
const memberCountSchema = z.number().int().min(0).max(100_000);

/**
 * Tiers of a dividend: from its threshold of active members on, a tier's rate applies (the
 * highest threshold reached); one to ten. That thresholds rise and rates never fall is the
 * upstream's check (`request_param_err`): a rule across tiers has no JSON Schema, and every
 * registry schema keeps one (the bff's fuzz suite draws its input from it).
 */
export const dividendTiersSchema = z
  .array(z.object({ threshold: memberCountSchema, rate: ratePercentSchema }).strict())
  .min(1)
  .max(10);
/** Tiers of a salary: the rate by the valid bets of the day, the hour or the five minutes. */
export const salaryTiersSchema = z
  .array(z.object({ threshold: decimalAmountSchema, rate: ratePercentSchema }).strict())
  .min(1)
  .max(10);

/** What a contract says: its kind, its tiers and (a dividend) its period. */
export const contractTermsSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('dividend'),
      period: z.enum(dividendPeriods),
      tiers: dividendTiersSchema,
    })
    .strict(),
  z.object({ kind: z.literal('dailySalary'), tiers: salaryTiersSchema }).strict(),
  z.object({ kind: z.literal('hourlySalary'), tiers: salaryTiersSchema }).strict(),
  z.object({ kind: z.literal('realtimeSalary'), tiers: salaryTiersSchema }).strict(),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** An agent as the other side of a contract sees them. */
const partySchema = z.object({ account: text(), nickname: text() });

/** A contract the conflict rule would end (named in the confirmation before it does). */
export const conflictingContractSchema = z.object({
  id: z.number().int().min(1),
  kind: z.enum(contractKinds),
  upline: partySchema,
  downline: partySchema,
  /** The highest rate of its tiers. */
  topRate: ratePercentSchema,
});
export type ConflictingContract = z.infer<typeof conflictingContractSchema>;

/** One contract, seen by its upline or its downline. */
export const contractSchema = z.object({
  id: z.number().int().min(1),
  /** Which side the reader is on. */
  role: z.enum(['upline', 'downline']),
  upline: partySchema,
  downline: partySchema,
  terms: contractTermsSchema,
  status: z.enum(contractStatuses),
  offeredAt: epochMs,
  decidedAt: epochMs.nullable(),
  endedAt: epochMs.nullable(),
  endReason: z.enum(contractEndReasons).nullable(),
  /** A termination asked for and not yet answered: who asked (`upline` or `downline`). */
  terminationRequestedBy: z.enum(['upline', 'downline']).nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** `GET /wps/agent/contracts` query: the reader's contracts, optionally of one kind or status. */
export const contractListQuerySchema = z
  .object({
    kind: z.enum(contractKinds).optional(),
    status: z.enum(contractStatuses).optional(),
  })
  .strict();
export const contractListSchema = z.array(contractSchema);

/**
 * `POST /wps/agent/contracts/offer` body: a contract for a direct downline agent. When it would
 * end contracts under that downline (the conflict rule), the upstream refuses it with
 * `contract.conflict` naming them, and `endConflicts: true` is the agent's agreement.
 */
export const contractOfferBodySchema = z
  .object({
    downline: text().trim().min(1).max(64),
    terms: contractTermsSchema,
    endConflicts: z.boolean().optional(),
  })
  .strict();

/**
 * `POST /wps/agent/contracts/respond` body: the downline accepts or rejects an offer, or the
 * other side of a termination request approves or rejects it. `endConflicts` as for an offer.
 */
export const contractRespondBodySchema = z
  .object({
    contractId: z.number().int().min(1),
    accept: z.boolean(),
    endConflicts: z.boolean().optional(),
  })
  .strict();

/** `POST /wps/agent/contracts/terminate` body: either side asks to end a contract in force. */
export const contractTerminateBodySchema = z
  .object({ contractId: z.number().int().min(1) })
  .strict();

/**
 * `GET /wps/member/info/funds/consolidated` value (UPSTREAM.md §5.8): per kind, whether the member
 * has contracts of it to show (`…info…`: 1 or 0) and how many requests of it wait for the
 * member's answer (`…req…`: offers to accept or reject, terminations to approve or reject). The
 * platform's real-time salary info key is not known; `realtimesalinfotype` is the reference's.
 */
export const contractFlagsSchema = z.object({
  divtypeinfo: z.number().int().min(0).max(1),
  dailysalinfotype: z.number().int().min(0).max(1),
  contracthoursalinfo: z.number().int().min(0).max(1),
  realtimesalinfotype: z.number().int().min(0).max(1),
  divtypereq: z.number().int().min(0),
  dailysalreqtype: z.number().int().min(0),
  contracthoursalreq: z.number().int().min(0),
  realtimesalreqtype: z.number().int().min(0),
});
export type ContractFlags = z.infer<typeof contractFlagsSchema>;

/**
 * The period a settlement covers: a real-time salary's five minutes, an hourly salary's hour, a
 * daily salary's day, or a dividend's period. Days, weeks (from Monday) and months are the
 * platform's (UTC+7).
 */
export const settlementPeriods = [
  'realtime',
  'hourly',
  'daily',
  'weekly',
  'semimonthly',
  'monthly',
] as const;

/**
 * `paid`: the amount moved through the ledger; `unpaid`: the upline's wallet could not cover it
 * (tried again on every later settlement); `nothing`: the amount was 0.
 */
export const settlementStatuses = ['paid', 'unpaid', 'nothing'] as const;

/** The reader's side of a settlement: the downline paid, or the contract's upline (who owes). */
export const settlementRoles = ['payee', 'payer'] as const;

/**
 * One settled period of a contract: the team's figures over the part of the period the contract
 * was in force, the tier they reached and what it paid. The team is the downline agent and every
 * member below it; the figures count their bets settled in the period.
 */
export const contractSettlementSchema = z.object({
  id: z.number().int().min(1),
  contractId: z.number().int().min(1),
  kind: z.enum(contractKinds),
  period: z.enum(settlementPeriods),
  /** `payee`: the reader is the contract's downline; `payer`: its upline. */
  role: z.enum(settlementRoles),
  upline: partySchema,
  downline: partySchema,
  /** Who pays: the house for a top agent's contracts, else the upline's main wallet. */
  payer: z.enum(['house', 'upline']),
  periodStart: epochMs,
  /** Excluded: the next period's start. */
  periodEnd: epochMs,
  /** The team's stakes. */
  validBet: recordAmountSchema,
  /** The team's result for the house: stakes − payouts (positive: the team lost). */
  profitLoss: recordAmountSchema,
  /** Team members with at least one bet. */
  activeMembers: z.number().int().min(0),
  /**
   * The tier reached: a valid bet amount for a salary, a count of active members (as a decimal
   * string) for a dividend; null when the figures reached no tier.
   */
  threshold: text().nullable(),
  /** The tier's rate (`0.00` when none was reached). */
  rate: ratePercentSchema,
  amount: recordAmountSchema,
  status: z.enum(settlementStatuses),
  settledAt: epochMs,
  paidAt: epochMs.nullable(),
});
export type ContractSettlement = z.infer<typeof contractSettlementSchema>;

/**
 * `GET /wps/agent/contracts/settlements` query: the reader's settlements, optionally of one kind
 * or one side, whose period starts in the days `from`–`to` (as the records' ranges; without
 * them, the last `recordDefaultDays` days), newest first, a page at a time.
 */
export const contractSettlementQuerySchema = z
  .object({
    ...recordRangeFields,
    ...recordPageFields,
    kind: z.enum(contractKinds).optional(),
    role: z.enum(settlementRoles).optional(),
  })
  .strict();

export const contractSettlementListSchema = z.object({
  list: z.array(contractSettlementSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
});
export type ContractSettlementList = z.infer<typeof contractSettlementListSchema>;

/** `GET /wps/agent/income` query: the days (as the records' ranges). */
export const agentIncomeQuerySchema = z.object(recordRangeFields).strict();

/** An agent's net contract income: what it was paid minus what its wallet paid, per kind. */
const incomeFiguresSchema = z.object({
  dividend: recordAmountSchema,
  dailySalary: recordAmountSchema,
  hourlySalary: recordAmountSchema,
  realtimeSalary: recordAmountSchema,
  total: recordAmountSchema,
});
export type IncomeFigures = z.infer<typeof incomeFiguresSchema>;

/**
 * `GET /wps/agent/income` value: the paid settlements per day of their period's start (UTC+7),
 * newest first, days without any left out, and the totals over the range.
 */
export const agentIncomeSchema = z.object({
  days: z.array(incomeFiguresSchema.extend({ day: recordDaySchema })),
  totals: incomeFiguresSchema,
});
export type AgentIncome = z.infer<typeof agentIncomeSchema>;
