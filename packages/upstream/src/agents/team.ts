import { isAgentType } from '@his/shared/constants';
import type { AgentTeamMember } from '@his/shared/schemas/agent-center';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { signedInMember } from '../http/member-guard.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { Member } from '../members/members.ts';
import { findMemberById } from '../members/members.ts';

/**
 * An agent's team: every member below it through `members.upline_id`, at any depth, with its
 * level (1 = a direct downline). Uplines are set when a member is made and never change, and a
 * member's upline exists before it, so the chain has no cycle; the depth bound only keeps a
 * damaged row from looping. `agent` is the parameter holding the agent's id (`$1`); the
 * relation is `team (id, level)`, for a `WITH RECURSIVE`.
 */
export const teamSql = (agent: string): string => `
  team (id, level) AS (
    SELECT id, 1 FROM members WHERE upline_id = ${agent}
    UNION ALL
    SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id
     WHERE t.level < 1000
  )`;

/**
 * The member of an agent center call: signed in (else `login.not.session`) and an agent account
 * (type 1, 2, 41 or 42; else `agent.required`), checked before anything is read or written.
 */
export const agentMember = (member: Member | null): Member => {
  const signed = signedInMember(member);
  if (!isAgentType(signed.type)) throw new ApiError('agent.required');
  return signed;
};

const notInTeam = () => new ApiError('agent.downline.not.found', { field: 'account' });

/**
 * The ids of the agent's team, or of the one member of it named by `account` (matched like a
 * login, case-insensitively; a member outside the team is `agent.downline.not.found`, so another
 * team's accounts are never told apart from unknown ones).
 */
export const teamMemberIds = async (
  q: Queryable,
  agent: Member,
  account: string | null,
): Promise<number[]> => {
  const rows = await q.query<{ id: number }>(
    `WITH RECURSIVE ${teamSql('$1')}
     SELECT t.id FROM team t JOIN members m ON m.id = t.id
      WHERE $2::text IS NULL OR m.account_key = lower($2::text)
      ORDER BY t.id`,
    [agent.id, account],
  );
  if (account !== null && rows.length === 0) throw notInTeam();
  return rows.map((row) => row.id);
};

/** A member of the agent's team by account, with its level (else `agent.downline.not.found`). */
export const findTeamMember = async (
  q: Queryable,
  agent: Member,
  account: string,
): Promise<Member> => {
  const [id] = await teamMemberIds(q, agent, account);
  const member = id === undefined ? null : await findMemberById(q, id);
  if (!member) throw notInTeam();
  return member;
};

interface MemberRow {
  total: number;
  account: string | null;
  nickname: string;
  type: number;
  level: number;
  balance: string;
  lastLoginAt: Date | null;
  status: 'active' | 'disabled';
  registeredAt: Date;
  upline: string;
}

/**
 * One page of the team and the count of the whole filter, in one statement: `$2` a text the
 * account contains (or null), `$3` the deepest level (or null), `$4` one member's id (or null).
 * The balance is every wallet of the member; the last login the newest session it opened.
 */
const membersSql = `
  WITH RECURSIVE ${teamSql('$1')}, picked AS (
    SELECT t.id, t.level, m.account, m.nickname, m.type, m.status, m.reg_date, m.upline_id
      FROM team t JOIN members m ON m.id = t.id
     WHERE ($2::text IS NULL OR strpos(m.account_key, lower($2::text)) > 0)
       AND ($3::int IS NULL OR t.level <= $3::int)
       AND ($4::int IS NULL OR t.id = $4::int)
  ), page AS (
    SELECT * FROM picked ORDER BY level, reg_date DESC, id DESC LIMIT $5 OFFSET $6
  )
  SELECT (SELECT count(*)::int FROM picked) AS total, p.account, p.nickname, p.type, p.level,
         coalesce((SELECT sum(a.balance_cents) FROM ledger_accounts a
                    WHERE a.member_id = p.id AND a.kind = 'member'), 0)::text AS balance,
         (SELECT max(s.created_at) FROM sessions s WHERE s.member_id = p.id) AS "lastLoginAt",
         p.status, p.reg_date AS "registeredAt", u.account AS upline
    FROM (SELECT 1) one
    LEFT JOIN page p ON true
    LEFT JOIN members u ON u.id = p.upline_id
   ORDER BY p.level, p.reg_date DESC, p.id DESC`;

export interface TeamMembersQuery {
  /** A text the account contains (case-insensitive), or null. */
  account: string | null;
  /** Only direct downlines, or the whole team. */
  level: 'direct' | 'all';
  /** One member only (the answer of a registration), or null. */
  memberId?: number | null;
  page: number;
  pageSize: number;
}

export const teamMembers = async (
  q: Queryable,
  agent: Member,
  query: TeamMembersQuery,
): Promise<{ list: AgentTeamMember[]; total: number }> => {
  const rows = await q.query<MemberRow>(membersSql, [
    agent.id,
    query.account,
    query.level === 'direct' ? 1 : null,
    query.memberId ?? null,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  const list: AgentTeamMember[] = [];
  for (const row of rows) {
    if (row.account === null) continue;
    const agentType = isAgentType(row.type);
    list.push({
      account: row.account,
      nickname: row.nickname,
      type: agentType ? 'agent' : 'player',
      level: row.level,
      balance: centsToDecimal(BigInt(row.balance)),
      lastLoginAt: row.lastLoginAt === null ? null : row.lastLoginAt.getTime(),
      status: row.status === 'active' ? 'active' : 'locked',
      registeredAt: row.registeredAt.getTime(),
      upline: row.upline,
      // Contracts are offered to direct downline agents only (agents/contracts.ts).
      contractable: agentType && row.level === 1,
    });
  }
  return { list, total: rows[0]?.total ?? 0 };
};
