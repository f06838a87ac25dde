import { agentApplicationsPerIpPerDay } from '@his/shared/constants';
import {
  contactKeysOf,
  type AgentApplicationBody,
  type AgentApplicationReceipt,
} from '@his/shared/schemas/agent-application';
import type { Db, Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';

/** Serialises the applications of one merchant (two-key advisory lock: 'AGAP', merchant). */
const applicationsLockClass = 0x41474150;
const dayMs = 86_400_000;

export interface ApplicationRequest {
  merchantId: number;
  /** The signed-in member who applies, or null for a visitor. */
  memberId: number | null;
  /** The client's address as the upstream sees it. */
  ip: string;
  body: AgentApplicationBody;
  now: Date;
}

/** Which field of the body a normalised contact came from. */
const fieldOf = (contact: string): string => {
  if (contact.startsWith('phone:')) return 'phone';
  if (contact.startsWith('email:')) return 'email';
  return 'handle';
};

/**
 * Stores an application to the agent programme (issue 17), from a visitor or a member. Refused,
 * with nothing written: one of its contacts (the phone's digits, the email, the messaging
 * handle) on an application of the last day (`agent.application.duplicate` naming the field),
 * or `agentApplicationsPerIpPerDay` applications from the address in the last day already
 * (`agent.application.too.many`). The checks and the insert run under the merchant's lock, so
 * two identical applications sent together store one.
 */
export const applyAsAgent = async (
  db: Db,
  { merchantId, memberId, ip, body, now }: ApplicationRequest,
): Promise<AgentApplicationReceipt> => {
  const contacts = [...new Set(contactKeysOf(body))];
  const since = new Date(now.getTime() - dayMs);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [applicationsLockClass, merchantId]);
    const [seen] = await tx.query<{ contact: string }>(
      `SELECT contact FROM agent_application_contacts
        WHERE merchant_id = $1 AND contact = ANY($2::text[]) AND created_at > $3
        ORDER BY created_at DESC LIMIT 1`,
      [merchantId, contacts, since],
    );
    if (seen) throw new ApiError('agent.application.duplicate', { field: fieldOf(seen.contact) });
    const [fromIp] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM agent_applications
        WHERE merchant_id = $1 AND ip = $2 AND created_at > $3`,
      [merchantId, ip, since],
    );
    if ((fromIp?.count ?? 0) >= agentApplicationsPerIpPerDay) {
      throw new ApiError('agent.application.too.many', { limit: agentApplicationsPerIpPerDay });
    }
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO agent_applications (merchant_id, member_id, name, phone, email, messenger,
                                       handle, experience, team_size, ip, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        merchantId,
        memberId,
        body.name,
        body.phone ?? null,
        body.email ?? null,
        body.messenger ?? null,
        body.handle ?? null,
        body.experience,
        body.teamSize ?? null,
        ip.slice(0, 64),
        now,
      ],
    );
    if (!created) throw new Error('application insert returned nothing');
    for (const contact of contacts) {
      await tx.query(
        `INSERT INTO agent_application_contacts (application_id, merchant_id, contact, created_at)
         VALUES ($1, $2, $3, $4)`,
        [created.id, merchantId, contact, now],
      );
    }
    return { id: created.id, createdAt: now.getTime() };
  });
};

/** One stored application as an operator reads it. */
export interface StoredApplication {
  id: number;
  /** The account that applied while signed in, or null for a visitor. */
  account: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  messenger: string | null;
  handle: string | null;
  experience: string;
  teamSize: number | null;
  createdAt: number;
}

/** The merchant's applications, newest first (QA control). */
export const listApplications = async (
  q: Queryable,
  merchantId: number,
  limit: number,
): Promise<StoredApplication[]> => {
  const rows = await q.query<Omit<StoredApplication, 'createdAt'> & { createdAt: Date | string }>(
    `SELECT a.id, m.account, a.name, a.phone, a.email, a.messenger, a.handle, a.experience,
            a.team_size AS "teamSize", a.created_at AS "createdAt"
       FROM agent_applications a LEFT JOIN members m ON m.id = a.member_id
      WHERE a.merchant_id = $1
      ORDER BY a.id DESC LIMIT $2`,
    [merchantId, limit],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).getTime() }));
};
