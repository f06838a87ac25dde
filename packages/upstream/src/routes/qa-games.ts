import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { trialAccountType } from '@his/shared/constants';
import { settleDueContracts } from '../agents/settlement.ts';
import { isControllable } from '../clock.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import { houseAccountId, memberWalletId } from '../ledger/accounts.ts';
import { centsToAmount } from '../ledger/money.ts';
import type { Merchant } from '../merchants/merchants.ts';
import type { Member } from '../members/members.ts';
import { findMemberByAccount } from '../members/members.ts';
import { crashCapX100 } from '../play/games/crash.ts';
import { toRoundView } from '../play/round-view.ts';
import { walletBalance } from '../play/round-store.ts';
import { openCrashRoundAt, settleDueRounds } from '../play/crash-rounds.ts';

const accountSchema = z.string().trim().min(1).max(64);
const maintenanceBody = z
  .object({
    nodeId: z
      .string()
      .regex(/^[0-9]{1,12}$/)
      .optional(),
    vendor: z
      .string()
      .regex(/^[A-Z0-9_]{1,32}$/)
      .optional(),
    on: z.boolean(),
  })
  .strict()
  .refine((body) => (body.nodeId === undefined) !== (body.vendor === undefined), {
    message: 'name either nodeId or vendor',
    path: ['nodeId'],
  });
/** Forward only (up to a year at a time): time never runs backwards for tokens and draws. */
const advanceBody = z.object({ ms: z.number().int().min(1).max(31_536_000_000) }).strict();
const accountBody = z.object({ account: accountSchema }).strict();
const roundsQuery = z.object({ account: accountSchema }).strict();

const bodyOf = <S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> =>
  parseInput(schema, readBody(request.body, 'json'));

interface QaRoundRow {
  id: number;
  clientRoundId: string;
  nodeId: string;
  gameName: string;
  kind: string;
  trial: boolean;
  stakeCents: string;
  winCents: string;
  status: string;
  createdAt: Date;
  settledAt: Date | null;
}

/**
 * QA controls of the games (issue 4), with the other QA controls: maintenance switches, the
 * clock, a member's rounds (what the e2e test reconciles the balance with) and an unfinished
 * crash round (so "previous game has not finished", #734, can be shown).
 */
export const qaGameRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db, clock } = services;
  const memberOf = async (account: string): Promise<Member> => {
    const member = await findMemberByAccount(db, (await merchant()).id, account);
    if (!member) throw new ApiError('not.found');
    return member;
  };

  app.post('/qa/games/maintenance', async (request) => {
    const { nodeId, vendor, on } = bodyOf(maintenanceBody, request);
    const { id } = await merchant();
    const changed = nodeId
      ? await db.query(
          'UPDATE games SET maintenance = $3 WHERE merchant_id = $1 AND node_id = $2 RETURNING id',
          [id, nodeId, on],
        )
      : await db.query(
          'UPDATE game_vendors SET maintenance = $3 WHERE merchant_id = $1 AND code = $2 RETURNING id',
          [id, vendor ?? '', on],
        );
    if (changed.length === 0) throw new ApiError('not.found');
    return nodeId ? { nodeId, on } : { vendor, on };
  });

  app.post('/qa/clock/advance', async (request) => {
    const { ms } = bodyOf(advanceBody, request);
    if (!isControllable(clock)) throw new ApiError('function.not.available');
    clock.advance(ms);
    // Agent contracts are paid for the periods the jump ended, before the answer goes out, so a
    // test sees the payments right away (the timer would do it within seconds).
    await settleDueContracts(db, (await merchant()).id, clock.now());
    return { now: clock.now().getTime() };
  });

  app.get('/qa/rounds', async (request) => {
    const { account } = parseInput(roundsQuery, request.query);
    const member = await memberOf(account);
    await settleDueRounds(db, member.id, clock.now());
    const rows = await db.query<QaRoundRow>(
      `SELECT r.id, r.client_round_id AS "clientRoundId", g.node_id AS "nodeId",
              g.game_name AS "gameName", r.kind, r.trial, r.stake_cents::text AS "stakeCents",
              r.win_cents::text AS "winCents", r.status, r.created_at AS "createdAt",
              r.settled_at AS "settledAt"
         FROM game_rounds r JOIN games g ON g.id = r.game_id
        WHERE r.member_id = $1 ORDER BY r.id DESC`,
      [member.id],
    );
    const total = (pick: (row: QaRoundRow) => string) =>
      centsToAmount(rows.reduce((sum, row) => sum + BigInt(pick(row)), 0n));
    return {
      account: member.account,
      balance: centsToAmount(await walletBalance(db, await memberWalletId(db, member.id))),
      // Every stake has left the wallet (open crash rounds too); wins of settled rounds came in.
      totals: { stake: total((row) => row.stakeCents), win: total((row) => row.winCents) },
      rounds: rows.map((row) => ({
        id: row.id,
        clientRoundId: row.clientRoundId,
        nodeId: row.nodeId,
        gameName: row.gameName,
        kind: row.kind,
        trial: row.trial,
        stake: centsToAmount(BigInt(row.stakeCents)),
        win: centsToAmount(BigInt(row.winCents)),
        status: row.status,
        createdAt: row.createdAt.getTime(),
        settledAt: row.settledAt?.getTime() ?? null,
      })),
    };
  });

  // The round gets the highest crash point, so it stays open for about two minutes of clock time.
  app.post('/qa/crash/open', async (request) => {
    const { account } = bodyOf(accountBody, request);
    const member = await memberOf(account);
    const trial = member.type === trialAccountType;
    const [game] = await db.query<{ id: number; nodeId: string; minBetCents: string }>(
      `SELECT g.id, g.node_id AS "nodeId", g.min_bet_cents::text AS "minBetCents"
         FROM games g WHERE g.merchant_id = $1 AND g.demo_kind = 'crash'
        ORDER BY g.position, g.node_id LIMIT 1`,
      [member.merchantId],
    );
    if (!game) throw new ApiError('not.found');
    const result = await openCrashRoundAt(
      db,
      {
        player: {
          merchantId: member.merchantId,
          memberId: member.id,
          trial,
          walletId: await memberWalletId(db, member.id),
          houseId: await houseAccountId(db, member.merchantId, trial ? 'trial' : 'games'),
        },
        gameId: game.id,
        ticketId: null,
        clientRoundId: `qa-crash-${randomBytes(8).toString('hex')}`,
        stakeCents: BigInt(game.minBetCents),
        now: clock.now(),
      },
      crashCapX100,
    );
    return { nodeId: game.nodeId, round: toRoundView(result.round) };
  });
};
