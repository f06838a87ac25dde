import type {
  AgentIncome,
  ContractKind,
  ContractSettlement,
  ContractSettlementList,
  ContractTerms,
  IncomeFigures,
} from '@his/shared/schemas/contracts';
import { contractKinds } from '@his/shared/schemas/contracts';
import type { Queryable } from '../db/db.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Member } from '../members/members.ts';
import type { Span } from '../records/range.ts';
import { zoneOffsetHours } from '../records/range.ts';
import { bpToRate } from './contract-terms.ts';
import { requireAgent } from './contracts.ts';
import { settlementPeriodOf } from './settlement-periods.ts';

/** The agent center's view of settlements (`settlement.ts` writes them): history and income. */

interface SettlementRow {
  id: number;
  contractId: number;
  kind: ContractKind;
  terms: ContractTerms;
  uplineId: number;
  upline: { account: string; nickname: string };
  downline: { account: string; nickname: string };
  payer: 'house' | 'upline';
  periodStart: Date;
  periodEnd: Date;
  validBet: string;
  profitLoss: string;
  activeMembers: number;
  threshold: string | null;
  rateBp: number;
  amount: string;
  status: ContractSettlement['status'];
  settledAt: Date;
  paidAt: Date | null;
  total: number;
}

export interface SettlementQuery {
  span: Span;
  kind?: ContractKind | undefined;
  role?: 'payee' | 'payer' | undefined;
  page: number;
  pageSize: number;
}

/**
 * The settlements of the agent's contracts whose period starts in the span, newest first: as
 * payee those of its contracts as downline, as payer those of its contracts as upline (whoever
 * paid them: its wallet, or the house for a top agent).
 */
export const listSettlements = async (
  q: Queryable,
  agent: Member,
  query: SettlementQuery,
): Promise<ContractSettlementList> => {
  requireAgent(agent);
  const rows = await q.query<SettlementRow>(
    `SELECT s.id, s.contract_id AS "contractId", s.kind, c.terms, c.upline_id AS "uplineId",
            json_build_object('account', u.account, 'nickname', u.nickname) AS upline,
            json_build_object('account', d.account, 'nickname', d.nickname) AS downline,
            s.payer, s.period_start AS "periodStart", s.period_end AS "periodEnd",
            s.valid_bet_cents::text AS "validBet", s.profit_loss_cents::text AS "profitLoss",
            s.active_members AS "activeMembers", s.tier_threshold::text AS threshold,
            s.rate_bp AS "rateBp", s.amount_cents::text AS amount, s.status,
            s.settled_at AS "settledAt", s.paid_at AS "paidAt", count(*) OVER ()::int AS total
       FROM agent_contract_settlements s
       JOIN agent_contracts c ON c.id = s.contract_id
       JOIN members u ON u.id = c.upline_id
       JOIN members d ON d.id = c.downline_id
      WHERE s.contract_id IN (
              SELECT id FROM agent_contracts
               WHERE (downline_id = $1 AND $2::text IS DISTINCT FROM 'payer')
                  OR (upline_id = $1 AND $2::text IS DISTINCT FROM 'payee'))
        AND ($3::text IS NULL OR s.kind = $3::text)
        AND s.period_start >= $4 AND s.period_start < $5
      ORDER BY s.period_start DESC, s.id DESC
      LIMIT $6 OFFSET $7`,
    [
      agent.id,
      query.role ?? null,
      query.kind ?? null,
      query.span.start,
      query.span.end,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    ],
  );
  const total = rows[0]?.total ?? (query.page > 1 ? await countSettlements(q, agent, query) : 0);
  return {
    list: rows.map((row) => ({
      id: row.id,
      contractId: row.contractId,
      kind: row.kind,
      period: settlementPeriodOf(row.terms),
      role: row.uplineId === agent.id ? ('payer' as const) : ('payee' as const),
      upline: row.upline,
      downline: row.downline,
      payer: row.payer,
      periodStart: new Date(row.periodStart).getTime(),
      periodEnd: new Date(row.periodEnd).getTime(),
      validBet: centsToDecimal(BigInt(row.validBet)),
      profitLoss: centsToDecimal(BigInt(row.profitLoss)),
      activeMembers: row.activeMembers,
      threshold:
        row.threshold === null
          ? null
          : row.kind === 'dividend'
            ? row.threshold
            : centsToDecimal(BigInt(row.threshold)),
      rate: bpToRate(row.rateBp),
      amount: centsToDecimal(BigInt(row.amount)),
      status: row.status,
      settledAt: new Date(row.settledAt).getTime(),
      paidAt: row.paidAt === null ? null : new Date(row.paidAt).getTime(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
};

/** The count alone, for a page past the last (whose rows carry no window count). */
const countSettlements = async (q: Queryable, agent: Member, query: SettlementQuery) => {
  const [row] = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM agent_contract_settlements s
      WHERE s.contract_id IN (
              SELECT id FROM agent_contracts
               WHERE (downline_id = $1 AND $2::text IS DISTINCT FROM 'payer')
                  OR (upline_id = $1 AND $2::text IS DISTINCT FROM 'payee'))
        AND ($3::text IS NULL OR s.kind = $3::text)
        AND s.period_start >= $4 AND s.period_start < $5`,
    [agent.id, query.role ?? null, query.kind ?? null, query.span.start, query.span.end],
  );
  return row?.total ?? 0;
};

const zeroFigures = (): Record<ContractKind, bigint> => ({
  dividend: 0n,
  dailySalary: 0n,
  hourlySalary: 0n,
  realtimeSalary: 0n,
});

const figuresOf = (cents: Record<ContractKind, bigint>): IncomeFigures => ({
  dividend: centsToDecimal(cents.dividend),
  dailySalary: centsToDecimal(cents.dailySalary),
  hourlySalary: centsToDecimal(cents.hourlySalary),
  realtimeSalary: centsToDecimal(cents.realtimeSalary),
  total: centsToDecimal(contractKinds.reduce((sum, kind) => sum + cents[kind], 0n)),
});

/**
 * The agent's net income from contracts per day (of the period's start, UTC+7) and kind: the paid
 * settlements it received minus those its wallet paid. A period left unpaid counts once paid.
 */
export const agentIncome = async (
  q: Queryable,
  agent: Member,
  span: Span,
): Promise<AgentIncome> => {
  requireAgent(agent);
  const rows = await q.query<{ day: string; kind: ContractKind; net: string }>(
    `SELECT to_char((s.period_start AT TIME ZONE 'UTC') + make_interval(hours => ${zoneOffsetHours}),
                    'YYYY-MM-DD') AS day,
            s.kind,
            sum(CASE WHEN s.payee_member_id = $1 THEN s.amount_cents ELSE -s.amount_cents END)::text
              AS net
       FROM agent_contract_settlements s
      WHERE (s.payee_member_id = $1 OR s.payer_member_id = $1) AND s.status = 'paid'
        AND s.period_start >= $2 AND s.period_start < $3
      GROUP BY 1, 2
      ORDER BY 1 DESC`,
    [agent.id, span.start, span.end],
  );
  const days = new Map<string, Record<ContractKind, bigint>>();
  const totals = zeroFigures();
  for (const row of rows) {
    const day = days.get(row.day) ?? zeroFigures();
    day[row.kind] += BigInt(row.net);
    totals[row.kind] += BigInt(row.net);
    days.set(row.day, day);
  }
  return {
    days: [...days].map(([day, cents]) => ({ day, ...figuresOf(cents) })),
    totals: figuresOf(totals),
  };
};
