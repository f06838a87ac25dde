import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@his/shared/envelope';
import { ApiError } from '../../http/api-error.ts';
import { parseInput } from '../../http/input.ts';
import type { Services } from '../../http/services.ts';
import { centsToAmount } from '../../ledger/money.ts';
import { crashChoiceSchema } from '../../play/games/crash.ts';
import { diceChoiceSchema } from '../../play/games/dice.ts';
import { clientIdSchema, stakeSchema, toCents } from '../../play/money-input.ts';
import { toRoundView } from '../../play/round-view.ts';
import type { RoundPlay } from '../../play/round-store.ts';
import { findRound, walletBalance } from '../../play/round-store.ts';
import { cashOut, settleDueRounds } from '../../play/crash-rounds.ts';
import { playRound } from '../../play/rounds.ts';
import type { TicketSession } from '../../play/tickets.ts';
import { bodyLimit, playerOf, ticketAccess } from './ticket.ts';

const roundBody = z
  .object({ clientRoundId: clientIdSchema, stake: stakeSchema, choice: z.unknown().optional() })
  .strict();
const roundParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();
/** What a round of this ticket's game needs: the kind's own choice, checked with its schema. */
const playOf = (kind: TicketSession['kind'], choice: unknown): RoundPlay => {
  const fields = { fields: ['choice'] };
  if (kind === 'slot') {
    if (choice !== undefined) throw new ApiError('request_param_err', fields);
    return { kind };
  }
  if (kind === 'dice') {
    const parsed = diceChoiceSchema.safeParse(choice);
    if (!parsed.success) throw new ApiError('request_param_err', fields);
    return { kind, choice: parsed.data };
  }
  const parsed = crashChoiceSchema.safeParse(choice ?? {});
  if (!parsed.success) throw new ApiError('request_param_err', fields);
  return { kind: 'crash', choice: parsed.data };
};

/** The rounds of slot, dice and crash: play, read, history and the crash cash-out. */
export const playRoundRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, clock } = services;
  const { sessionOf, gameOf, query, body, history } = ticketAccess(services);

  app.get('/play-api/rounds', async (request) => {
    query(request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await gameOf(session);
    await settleDueRounds(db, session.memberId, now);
    return ok({ rounds: await history(session), serverTime: now.getTime() });
  });

  app.post('/play-api/rounds', { bodyLimit }, async (request) => {
    query(request);
    const input = body(roundBody, request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    const game = await gameOf(session);
    const play = playOf(game.kind, input.choice);
    if (game.maintenance || game.vendorMaintenance) throw new ApiError('game.maintenance');
    const stakeCents = toCents(input.stake);
    if (stakeCents < game.minBetCents)
      throw new ApiError('request_param_err', { fields: ['stake'] });
    const result = await playRound(db, {
      player: playerOf(session),
      gameId: game.id,
      ticketId: session.ticketId,
      clientRoundId: input.clientRoundId,
      stakeCents,
      play,
      now,
    });
    return ok({
      round: toRoundView(result.round),
      balance: centsToAmount(result.balanceCents),
      replayed: result.replayed,
      serverTime: now.getTime(),
    });
  });

  app.get('/play-api/rounds/:id', async (request) => {
    query(request);
    const { id } = parseInput(roundParams, request.params);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await gameOf(session);
    await settleDueRounds(db, session.memberId, now);
    const round = await findRound(db, session.memberId, id, session.gameId);
    if (!round) throw new ApiError('not.found');
    return ok({
      round: toRoundView(round),
      balance: centsToAmount(await walletBalance(db, session.walletId)),
      serverTime: now.getTime(),
    });
  });

  app.post('/play-api/rounds/:id/cashout', { bodyLimit }, async (request) => {
    query(request);
    const { id } = parseInput(roundParams, request.params);
    body(z.object({}).strict(), request);
    const now = clock.now();
    const session = await sessionOf(request, now);
    await gameOf(session);
    const result = await cashOut(db, playerOf(session), id, session.gameId, now);
    if (!result) throw new ApiError('not.found');
    return ok({
      round: toRoundView(result.round),
      balance: centsToAmount(result.balanceCents),
      serverTime: now.getTime(),
    });
  });
};
