import { z } from 'zod';
import { text } from '../patterns.ts';
import {
  betRecordSchema,
  bettingRecordQuerySchema,
  recordAmountSchema,
  recordDaySchema,
  recordPageFields,
  recordRangeFields,
  recordTotalsSchema,
  transactionRecordSchema,
  transactionTypeCodes,
} from './records.ts';
import { decimalAmountSchema, paymentPasswordSchema, positiveAmountSchema } from './withdraw.ts';

/**
 * The agent center's data (issue 15, SPEC §2 "Agent center"): announcements, the team overview,
 * registering a downline, team management, transfers to the team, and the team's bets, losses
 * and wallet movements. Only agent accounts (type 1, 2, 41, 42) may call these (`agent.required`).
 *
 * The team of an agent is every member below it (the upline chain, any depth); level 1 is its
 * direct downlines. Amounts are decimal strings with two decimals, times epoch milliseconds,
 * days `YYYY-MM-DD` in the platform's day (UTC+7), as in the member center's records.
 */

/** Epoch milliseconds. */
const epochMs = z.number().int().min(0);

/**
 * A team member's account in a filter: the characters of usernames and mobile numbers only, so
 * it is matched as text and never as a pattern.
 */
const accountFilterSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,64}$/);

const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  });

/** A text in each language of the site. */
const localizedTextSchema = z.object({ EN: text(), KM: text(), CN: text() });

/** `GET /wps/agent/notices` query. */
export const agentNoticesQuerySchema = z.object({ ...recordPageFields }).strict();

/** An announcement to the agents of the merchant: plain text (no HTML), in every language. */
export const agentNoticeSchema = z.object({
  id: z.number().int().min(1),
  title: localizedTextSchema,
  /** Paragraphs separated by blank lines; lines by `\n`. */
  body: z.object({
    EN: text({ lines: true }),
    KM: text({ lines: true }),
    CN: text({ lines: true }),
  }),
  publishedAt: epochMs,
});
export type AgentNotice = z.infer<typeof agentNoticeSchema>;

/** Newest first. */
export const agentNoticesSchema = pageOf(agentNoticeSchema);

/**
 * The overview's periods, in platform days: today, yesterday, the week so far (from Monday), the
 * month so far, or `custom` with `from` and `to` (both required then, at most 90 days).
 */
export const teamPeriods = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type TeamPeriod = (typeof teamPeriods)[number];

/** `GET /wps/agent/team/overview` query: `from` and `to` only with `period=custom`. */
export const agentTeamOverviewQuerySchema = z
  .object({ period: z.enum(teamPeriods).default('today'), ...recordRangeFields })
  .strict();

/**
 * The team in a period. Counts of members are of the team as it is now; the rest is what
 * happened in the period. `profitAndLoss` is from the players' side: payout − stake of the
 * team's settled bets (negative when the team lost); `validBets` is their stake. A pending bet
 * counts in neither.
 */
export const agentTeamOverviewSchema = z.object({
  period: z.enum(teamPeriods),
  /** The period's first and last day. */
  from: recordDaySchema,
  to: recordDaySchema,
  teamMembers: z.number().int().min(0),
  directMembers: z.number().int().min(0),
  /** Members of the team registered in the period. */
  newMembers: z.number().int().min(0),
  /** Members of the team with at least one bet placed in the period. */
  activePlayers: z.number().int().min(0),
  /** Credited deposits into the team's wallets. */
  deposits: recordAmountSchema,
  depositCount: z.number().int().min(0),
  /** Withdrawals of the team paid out in the period (received, forced received or paid). */
  withdrawals: recordAmountSchema,
  withdrawalCount: z.number().int().min(0),
  validBets: recordAmountSchema,
  betCount: z.number().int().min(0),
  profitAndLoss: recordAmountSchema,
});
export type AgentTeamOverview = z.infer<typeof agentTeamOverviewSchema>;

/** `player` (type 0) or `agent` (an agent type: a new downline agent is type 2). */
export const downlineAccountTypes = ['player', 'agent'] as const;

/**
 * `PUT /wps/agent/team/register` body (encrypted): the username and password follow the
 * merchant's register rules, as a player's own registration does.
 */
export const agentRegisterDownlineBodySchema = z
  .object({
    username: text().trim().min(1).max(64),
    password: text().trim().min(1).max(64),
    confirmPassword: text().trim().min(1).max(64),
    accountType: z.enum(downlineAccountTypes).default('player'),
  })
  .strict();
export type AgentRegisterDownlineBody = z.input<typeof agentRegisterDownlineBodySchema>;

export const teamMemberStatuses = ['active', 'locked'] as const;

/** One member of the team as team management shows it. */
export const agentTeamMemberSchema = z.object({
  account: text(),
  nickname: text(),
  type: z.enum(downlineAccountTypes),
  /** 1 for a direct downline, 2 below it, … */
  level: z.number().int().min(1),
  /** Every wallet of the member together. */
  balance: recordAmountSchema,
  /** The last session opened; null when never logged in. */
  lastLoginAt: epochMs.nullable(),
  status: z.enum(teamMemberStatuses),
  registeredAt: epochMs,
  /** The account of the member's direct upline. */
  upline: text(),
  /** Whether the agent may offer it a contract: a direct downline agent. */
  contractable: z.boolean(),
});
export type AgentTeamMember = z.infer<typeof agentTeamMemberSchema>;

/** `GET /wps/agent/team/members` query: `account` is found anywhere in the account name. */
export const agentTeamMembersQuerySchema = z
  .object({
    account: accountFilterSchema.optional(),
    level: z.enum(['direct', 'all']).default('all'),
    ...recordPageFields,
  })
  .strict();

/** Level first, then newest registered first. */
export const agentTeamMembersSchema = pageOf(agentTeamMemberSchema);

/**
 * `POST /wps/agent/transferDownline` body (encrypted, with an `Idempotency-Key`): any member of
 * the team, an amount above zero with at most two decimals, the payment password.
 */
export const agentTransferDownlineBodySchema = z
  .object({
    account: accountFilterSchema,
    amount: positiveAmountSchema,
    password: paymentPasswordSchema,
    remark: text().trim().max(140).optional(),
  })
  .strict();

/** A transfer done: its id and time, the amount, to whom, and the agent's wallet after it. */
export const downlineTransferSchema = z.object({
  id: z.number().int().min(1),
  amount: decimalAmountSchema,
  downline: z.object({ account: text(), nickname: text() }),
  createdAt: epochMs,
  balance: decimalAmountSchema,
});
export type DownlineTransfer = z.infer<typeof downlineTransferSchema>;

/** `GET /wps/agent/team/bets` query: the betting record's, and one member of the team. */
export const agentTeamBetsQuerySchema = bettingRecordQuerySchema
  .extend({ account: accountFilterSchema.optional() })
  .strict();

/** The team's bets, newest first, each with its member, and the totals over the filter. */
export const agentTeamBetsSchema = pageOf(betRecordSchema.extend({ account: text() })).extend({
  totals: recordTotalsSchema,
});
export type AgentTeamBets = z.infer<typeof agentTeamBetsSchema>;

/** `GET /wps/agent/team/loss` query: `order` of net (payout − stake), largest first by default. */
export const agentUserLossQuerySchema = z
  .object({
    ...recordRangeFields,
    ...recordPageFields,
    account: accountFilterSchema.optional(),
    order: z.enum(['desc', 'asc']).default('desc'),
  })
  .strict();

/** Stake, payout and net (payout − stake, the player's side) of each member with bets. */
export const agentUserLossSchema = pageOf(
  recordTotalsSchema.extend({ account: text(), level: z.number().int().min(1) }),
).extend({ totals: recordTotalsSchema });
export type AgentUserLoss = z.infer<typeof agentUserLossSchema>;

/**
 * The movements the downline transaction details list: money in and out of the team's wallets
 * (bets and payouts are the team bets' page; trial credit never reaches a team).
 */
export const teamTransactionTypeSchema = z
  .enum(transactionTypeCodes)
  .exclude(['BET', 'PAYOUT', 'TRIAL_CREDIT']);
export type TeamTransactionTypeCode = z.infer<typeof teamTransactionTypeSchema>;

/** `GET /wps/agent/team/transactions` query. */
export const agentTeamTransactionsQuerySchema = z
  .object({
    ...recordRangeFields,
    ...recordPageFields,
    type: teamTransactionTypeSchema.optional(),
    account: accountFilterSchema.optional(),
  })
  .strict();

/** Newest first; each movement with the member whose wallet moved. */
export const agentTeamTransactionsSchema = pageOf(
  transactionRecordSchema.extend({ account: text() }),
);
export type AgentTeamTransactions = z.infer<typeof agentTeamTransactionsSchema>;
