import { isAgentType } from '@his/shared/constants';
import type {
  ConflictingContract,
  Contract,
  ContractFlags,
  ContractKind,
  ContractStatus,
  ContractTerms,
} from '@his/shared/schemas/contracts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import type { Member } from '../members/members.ts';
import { findMemberByAccount, findMemberById } from '../members/members.ts';
import {
  bpToRate,
  checkTiers,
  exceeds,
  houseCaps,
  type Tier,
  tiersOf,
  topRateBp,
} from './contract-terms.ts';

/**
 * Contracts between an upline agent and a direct downline agent (SPEC §4, §9; the rules are in
 * `packages/upstream/README.md`, "Agent contracts"). Every change runs in the caller's
 * transaction under one lock per merchant, so two changes in the same tree never both read the
 * tree as it was: a downline's rate never exceeds its upline's, whatever runs at once.
 */

interface ContractRow {
  id: number;
  kind: ContractKind;
  uplineId: number;
  downlineId: number;
  upline: { account: string; nickname: string };
  downline: { account: string; nickname: string };
  terms: ContractTerms;
  status: ContractStatus;
  offeredAt: Date;
  decidedAt: Date | null;
  endedAt: Date | null;
  endReason: 'termination' | 'conflict' | 'replaced' | null;
}

/** A contract with its two sides' names, read in the same query (`FROM ${contractsFrom}`). */
const contractColumns = `c.id, c.kind, c.upline_id AS "uplineId", c.downline_id AS "downlineId",
  json_build_object('account', u.account, 'nickname', u.nickname) AS upline,
  json_build_object('account', d.account, 'nickname', d.nickname) AS downline,
  c.terms, c.status, c.offered_at AS "offeredAt", c.decided_at AS "decidedAt",
  c.ended_at AS "endedAt", c.end_reason AS "endReason"`;
const contractsFrom = `agent_contracts c
  JOIN members u ON u.id = c.upline_id
  JOIN members d ON d.id = c.downline_id`;

/** Serialises every contract change of one merchant (two-key advisory lock: 'CNTR', merchant). */
const contractsLockClass = 0x434e5452;
const lockContracts = (tx: Queryable, merchantId: number) =>
  tx.query('SELECT pg_advisory_xact_lock($1, $2)', [contractsLockClass, merchantId]);

/** A real agent account that may hold and offer contracts (SPEC §6: non-agents may not). */
export const requireAgent = (member: Member): void => {
  if (!isAgentType(member.type)) throw new ApiError('contract.not.agent');
};

const inForce = (q: Queryable, where: string, params: (number | string)[]) =>
  q.query<ContractRow>(
    `SELECT ${contractColumns} FROM ${contractsFrom}
      WHERE c.status = 'accepted' AND ${where} ORDER BY c.id`,
    params,
  );

/**
 * An agent with no upline agent above it: the house caps its contracts (and pays what it owes
 * its downline agents under them, `settlement.ts`).
 */
export const isTopAgent = async (q: Queryable, agent: Member): Promise<boolean> => {
  const upline = agent.uplineId === null ? null : await findMemberById(q, agent.uplineId);
  return !upline || !isAgentType(upline.type);
};

/**
 * The most an agent may pay a downline on a kind: the house's cap for a top agent, else its own
 * contract of that kind in force (none: nothing).
 */
const capOf = async (q: Queryable, agent: Member, kind: ContractKind): Promise<Tier[]> => {
  if (await isTopAgent(q, agent)) return [...houseCaps[kind]];
  const [own] = await inForce(q, 'c.downline_id = $1 AND c.kind = $2', [agent.id, kind]);
  return own ? tiersOf(own.terms) : [];
};

/**
 * The contracts in force that would end if `downlineId`'s contract of `kind` became `tiers`
 * (an empty list: ended): each of its own downline contracts that pays more than that, and, as
 * the agent under an ended contract then holds nothing of the kind, every contract below it.
 */
const conflictsOf = async (
  q: Queryable,
  downlineId: number,
  kind: ContractKind,
  tiers: readonly Tier[],
): Promise<ContractRow[]> => {
  const ending: ContractRow[] = [];
  const queue: { agentId: number; cap: readonly Tier[] }[] = [{ agentId: downlineId, cap: tiers }];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const below = await inForce(q, 'c.upline_id = $1 AND c.kind = $2', [next.agentId, kind]);
    for (const contract of below) {
      if (!exceeds(tiersOf(contract.terms), next.cap)) continue;
      ending.push(contract);
      queue.push({ agentId: contract.downlineId, cap: [] });
    }
  }
  return ending;
};

const describeConflicts = (rows: readonly ContractRow[]): ConflictingContract[] =>
  rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    upline: row.upline,
    downline: row.downline,
    topRate: bpToRate(topRateBp(tiersOf(row.terms))),
  }));

/**
 * Refuses a change that would end contracts below unless the agent agreed (`endConflicts`): the
 * refusal names them, for the confirmation (SPEC §4's conflict rule).
 */
const requireAgreement = (conflicts: readonly ContractRow[], agreed: boolean | undefined) => {
  if (conflicts.length === 0 || agreed === true) return;
  throw new ApiError('contract.conflict', { conflicts: describeConflicts(conflicts) });
};

const end = async (
  tx: Queryable,
  ids: readonly number[],
  reason: 'termination' | 'conflict' | 'replaced',
  now: Date,
) => {
  if (ids.length === 0) return;
  await tx.query(
    `UPDATE agent_contracts SET status = 'terminated', ended_at = $2, end_reason = $3
      WHERE id = ANY($1::int[])`,
    [ids, now, reason],
  );
  // A termination that was waiting got what it asked for.
  await tx.query(
    `UPDATE agent_contract_terminations SET status = 'approved', decided_at = $2
      WHERE contract_id = ANY($1::int[]) AND status = 'inProcess'`,
    [ids, now],
  );
};

/** Refuses tiers above the upline's own (`value: { cap }`: its highest rate). */
const requireWithinCap = async (q: Queryable, upline: Member, terms: ContractTerms) => {
  const cap = await capOf(q, upline, terms.kind);
  if (exceeds(tiersOf(terms), cap)) {
    throw new ApiError('contract.rate.exceeds.upline', { cap: bpToRate(topRateBp(cap)) });
  }
};

export interface OfferRequest {
  upline: Member;
  downlineAccount: string;
  terms: ContractTerms;
  endConflicts?: boolean;
  now: Date;
}

/**
 * An upline offers a direct downline agent a contract: within its own cap, one waiting offer per
 * kind, and (when accepting it would end contracts below the downline) only once agreed.
 */
export const offerContract = async (tx: Queryable, request: OfferRequest): Promise<number> => {
  const { upline, terms, now } = request;
  requireAgent(upline);
  const tiers = checkTiers(terms);
  await lockContracts(tx, upline.merchantId);
  const downline = await findMemberByAccount(tx, upline.merchantId, request.downlineAccount);
  if (!downline || downline.uplineId !== upline.id || !isAgentType(downline.type)) {
    throw new ApiError('contract.downline.not.found', { field: 'downline' });
  }
  await requireWithinCap(tx, upline, terms);
  const waiting = await tx.query<{ id: number }>(
    `SELECT id FROM agent_contracts
      WHERE upline_id = $1 AND downline_id = $2 AND kind = $3 AND status = 'inProcess'`,
    [upline.id, downline.id, terms.kind],
  );
  if (waiting.length > 0) throw new ApiError('contract.offer.waiting');
  const conflicts = await conflictsOf(tx, downline.id, terms.kind, tiers);
  requireAgreement(conflicts, request.endConflicts);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO agent_contracts (merchant_id, kind, upline_id, downline_id, terms, status, offered_at)
      VALUES ($1, $2, $3, $4, $5::jsonb, 'inProcess', $6) RETURNING id`,
    [upline.merchantId, terms.kind, upline.id, downline.id, JSON.stringify(terms), now],
  );
  if (!row) throw new Error('agent_contracts insert returned no row');
  return row.id;
};

const lockedContract = async (tx: Queryable, member: Member, contractId: number) => {
  const [row] = await tx.query<ContractRow & { merchantId: number }>(
    `SELECT ${contractColumns}, c.merchant_id AS "merchantId" FROM ${contractsFrom}
      WHERE c.id = $1 FOR UPDATE OF c`,
    [contractId],
  );
  // Another merchant's contract, or one the member is no side of, is none of theirs.
  if (
    !row ||
    row.merchantId !== member.merchantId ||
    (row.uplineId !== member.id && row.downlineId !== member.id)
  ) {
    throw new ApiError('contract.not.found');
  }
  return row;
};

const waitingTermination = async (tx: Queryable, contractId: number) =>
  (
    await tx.query<{ id: number; requestedBy: number }>(
      `SELECT id, requested_by AS "requestedBy" FROM agent_contract_terminations
        WHERE contract_id = $1 AND status = 'inProcess' FOR UPDATE`,
      [contractId],
    )
  )[0] ?? null;

export interface RespondRequest {
  member: Member;
  contractId: number;
  accept: boolean;
  endConflicts?: boolean;
  now: Date;
}

/**
 * The other side answers: the downline accepts or rejects an offer; the side that did not ask
 * approves or rejects a termination. An accepted offer replaces the contract of its kind in force
 * between the two and ends what the conflict rule ends; an approved termination ends the
 * contract and every contract below it of its kind (their holders then hold nothing to cap them).
 */
export const respondToContract = async (tx: Queryable, request: RespondRequest): Promise<void> => {
  const { member, now } = request;
  requireAgent(member);
  await lockContracts(tx, member.merchantId);
  const contract = await lockedContract(tx, member, request.contractId);
  if (contract.status === 'inProcess') {
    if (contract.downlineId !== member.id) throw new ApiError('contract.state.invalid');
    if (!request.accept) {
      await tx.query(
        `UPDATE agent_contracts SET status = 'rejected', decided_at = $2 WHERE id = $1`,
        [contract.id, now],
      );
      return;
    }
    const upline = await findMemberById(tx, contract.uplineId);
    if (!upline) throw new ApiError('contract.not.found');
    await requireWithinCap(tx, upline, contract.terms);
    const conflicts = await conflictsOf(tx, member.id, contract.kind, tiersOf(contract.terms));
    requireAgreement(conflicts, request.endConflicts);
    const previous = await inForce(tx, 'c.upline_id = $1 AND c.downline_id = $2 AND c.kind = $3', [
      contract.uplineId,
      contract.downlineId,
      contract.kind,
    ]);
    await end(
      tx,
      previous.map((row) => row.id),
      'replaced',
      now,
    );
    await end(
      tx,
      conflicts.map((row) => row.id),
      'conflict',
      now,
    );
    await tx.query(
      `UPDATE agent_contracts SET status = 'accepted', decided_at = $2 WHERE id = $1`,
      [contract.id, now],
    );
    return;
  }
  const termination =
    contract.status === 'accepted' ? await waitingTermination(tx, contract.id) : null;
  if (!termination || termination.requestedBy === member.id) {
    throw new ApiError('contract.state.invalid');
  }
  if (!request.accept) {
    await tx.query(
      `UPDATE agent_contract_terminations SET status = 'rejected', decided_at = $2 WHERE id = $1`,
      [termination.id, now],
    );
    return;
  }
  const conflicts = await conflictsOf(tx, contract.downlineId, contract.kind, []);
  requireAgreement(conflicts, request.endConflicts);
  await end(tx, [contract.id], 'termination', now);
  await end(
    tx,
    conflicts.map((row) => row.id),
    'conflict',
    now,
  );
};

/** Either side of a contract in force asks to end it; the other side answers (respond). */
export const requestTermination = async (
  tx: Queryable,
  member: Member,
  contractId: number,
  now: Date,
): Promise<void> => {
  requireAgent(member);
  await lockContracts(tx, member.merchantId);
  const contract = await lockedContract(tx, member, contractId);
  if (contract.status !== 'accepted' || (await waitingTermination(tx, contract.id))) {
    throw new ApiError('contract.state.invalid');
  }
  await tx.query(
    `INSERT INTO agent_contract_terminations (contract_id, requested_by, status, requested_at)
      VALUES ($1, $2, 'inProcess', $3)`,
    [contract.id, member.id, now],
  );
};

/** The member's contracts, as upline or downline, newest first. */
export const listContracts = async (
  q: Queryable,
  member: Member,
  filter: { kind?: ContractKind; status?: ContractStatus },
): Promise<Contract[]> => {
  requireAgent(member);
  const rows = await q.query<ContractRow & { terminationRequestedBy: number | null }>(
    `SELECT ${contractColumns}, t.requested_by AS "terminationRequestedBy"
       FROM ${contractsFrom}
       LEFT JOIN agent_contract_terminations t
         ON t.contract_id = c.id AND t.status = 'inProcess'
      WHERE (c.upline_id = $1 OR c.downline_id = $1)
        AND ($2::text IS NULL OR c.kind = $2) AND ($3::text IS NULL OR c.status = $3)
      ORDER BY c.id DESC`,
    [member.id, filter.kind ?? null, filter.status ?? null],
  );
  return rows.map((row) => ({
    id: row.id,
    role: row.uplineId === member.id ? ('upline' as const) : ('downline' as const),
    upline: row.upline,
    downline: row.downline,
    terms: row.terms,
    status: row.status,
    offeredAt: new Date(row.offeredAt).getTime(),
    decidedAt: row.decidedAt === null ? null : new Date(row.decidedAt).getTime(),
    endedAt: row.endedAt === null ? null : new Date(row.endedAt).getTime(),
    endReason: row.endReason,
    terminationRequestedBy:
      row.terminationRequestedBy === null
        ? null
        : row.terminationRequestedBy === row.uplineId
          ? ('upline' as const)
          : ('downline' as const),
  }));
};

/**
 * The consolidated contract flags (UPSTREAM.md §5.8) per kind: `info` 1 when the agent has
 * contracts of the kind to look at: one in force or waiting on either side, or (a top agent, whom
 * the house caps) the right to offer it; `req` the offers and terminations of the kind that wait
 * for the agent's answer. A player or a trial account: every flag 0.
 */
export const contractFlags = async (q: Queryable, member: Member): Promise<ContractFlags> => {
  const agent = isAgentType(member.type);
  const topAgent = agent && (await isTopAgent(q, member));
  const rows = agent
    ? await q.query<{ kind: ContractKind; held: boolean; waiting: number }>(
        `SELECT c.kind,
                bool_or(c.status IN ('accepted', 'inProcess')) AS held,
                (count(*) FILTER (WHERE c.status = 'inProcess' AND c.downline_id = $1)
                  + count(t.id) FILTER (WHERE t.requested_by <> $1))::int AS waiting
           FROM agent_contracts c
           LEFT JOIN agent_contract_terminations t
             ON t.contract_id = c.id AND t.status = 'inProcess'
          WHERE c.upline_id = $1 OR c.downline_id = $1
          GROUP BY c.kind`,
        [member.id],
      )
    : [];
  const info = (kind: ContractKind) =>
    topAgent || rows.find((r) => r.kind === kind)?.held ? 1 : 0;
  const req = (kind: ContractKind) => rows.find((r) => r.kind === kind)?.waiting ?? 0;
  return {
    divtypeinfo: info('dividend'),
    dailysalinfotype: info('dailySalary'),
    contracthoursalinfo: info('hourlySalary'),
    realtimesalinfotype: info('realtimeSalary'),
    divtypereq: req('dividend'),
    dailysalreqtype: req('dailySalary'),
    contracthoursalreq: req('hourlySalary'),
    realtimesalreqtype: req('realtimeSalary'),
  };
};
