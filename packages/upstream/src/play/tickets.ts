import { createHash, randomBytes } from 'node:crypto';
import { gameTicketMinutes, trialAccountType } from '@his/shared/constants';
import type { DemoKind } from '../catalogue/games.ts';
import type { Queryable } from '../db/db.ts';
import { houseAccountCode, mainWalletTypeId } from '../ledger/accounts.ts';

/**
 * Game tickets: what a game page holds instead of the platform token (which never leaves the
 * bff). 256 random bits, base64url; only the SHA-256 is stored. A ticket is bound to one member
 * and one game (or the lottery), must be opened within `gameTicketMinutes` and then stays valid
 * while played: every use moves its expiry to `gameTicketMinutes` after that use.
 */
const ticketShape = /^[A-Za-z0-9_-]{43}$/;
const ticketMs = gameTicketMinutes * 60_000;

const hashTicket = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** The ticket of an `Authorization: Ticket <ticket>` header, or null. */
export const ticketFromHeader = (header: string | string[] | undefined): string | null => {
  if (typeof header !== 'string' || !header.startsWith('Ticket ')) return null;
  const ticket = header.slice(7).trim();
  return ticketShape.test(ticket) ? ticket : null;
};

export interface NewTicket {
  merchantId: number;
  memberId: number;
  kind: DemoKind;
  gameId: number | null;
  lotteryGameId: number | null;
  /** The PVP room (pvp_rooms id) the player sits at, if the game has rooms. */
  roomId: number | null;
  language: string;
  now: Date;
}

export const issueTicket = async (tx: Queryable, ticket: NewTicket): Promise<string> => {
  const value = randomBytes(32).toString('base64url');
  await tx.query(
    `INSERT INTO game_tickets (ticket_hash, merchant_id, member_id, kind, game_id, lottery_game_id,
                               language, created_at, expires_at, room_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      hashTicket(value),
      ticket.merchantId,
      ticket.memberId,
      ticket.kind,
      ticket.gameId,
      ticket.lotteryGameId,
      ticket.language,
      ticket.now,
      new Date(ticket.now.getTime() + ticketMs),
      ticket.roomId,
    ],
  );
  return value;
};

/** Who plays what with a live ticket, with the ledger accounts a round moves money between. */
export interface TicketSession {
  ticketId: number;
  merchantId: number;
  memberId: number;
  account: string;
  /** Trial accounts play demo credit against the house trial account. */
  trial: boolean;
  kind: DemoKind;
  gameId: number | null;
  lotteryGameId: number | null;
  roomId: number | null;
  language: string;
  walletId: number;
  houseId: number;
  currency: string;
  currencySymbol: string;
}

/** A use moves the expiry only when it would move by more than this: at most a write a minute. */
const slideStepMs = 60_000;

/**
 * The session of a live ticket of an active member, its expiry moved on (one statement, so the
 * check and the slide cannot be split by a concurrent request); null for anything else.
 */
export const useTicket = async (
  q: Queryable,
  ticket: string,
  now: Date,
): Promise<TicketSession | null> => {
  const rows = await q.query<TicketSession>(
    `WITH t AS (
       SELECT id, merchant_id, member_id, kind, game_id, lottery_game_id, room_id, language
         FROM game_tickets WHERE ticket_hash = $1 AND expires_at > $2),
     slide AS (
       UPDATE game_tickets SET expires_at = $3
        WHERE id IN (SELECT id FROM t) AND expires_at < $8)
     SELECT t.id AS "ticketId", t.merchant_id AS "merchantId", t.member_id AS "memberId",
            m.account, m.type = $4 AS trial, t.kind, t.game_id AS "gameId",
            t.lottery_game_id AS "lotteryGameId", t.room_id AS "roomId", t.language, w.id AS "walletId",
            h.id AS "houseId", mc.currency, mc.currency_symbol AS "currencySymbol"
       FROM t
       JOIN members m ON m.id = t.member_id AND m.status = 'active'
       JOIN merchants mc ON mc.id = t.merchant_id
       JOIN ledger_accounts w ON w.member_id = m.id AND w.account_type_id = $7
       JOIN ledger_accounts h ON h.merchant_id = t.merchant_id
        AND h.code = CASE WHEN m.type = $4 THEN $5 ELSE $6 END`,
    [
      hashTicket(ticket),
      now,
      new Date(now.getTime() + ticketMs),
      trialAccountType,
      houseAccountCode('trial'),
      houseAccountCode('games'),
      mainWalletTypeId,
      new Date(now.getTime() + ticketMs - slideStepMs),
    ],
  );
  return rows[0] ?? null;
};
