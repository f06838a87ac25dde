import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/services.ts';
import { playLotteryRoutes } from './play-api/lottery.ts';
import { playRoundRoutes } from './play-api/rounds.ts';
import { playSessionRoutes } from './play-api/session.ts';

/**
 * The API of the in-house game pages (`/play/<kind>`), on the upstream's own origin. Not in the
 * call registry: the page talks to it directly with its game ticket (`Authorization: Ticket
 * <ticket>`), never with the platform token. JSON in, the platform's envelope out; a missing,
 * wrong or expired ticket answers 403 `game.ticket.invalid`. Input is checked before the ticket
 * is used, so a malformed request reads and writes nothing.
 */
export const playApiRoutes = async (app: FastifyInstance, services: Services) => {
  await playSessionRoutes(app, services);
  await playRoundRoutes(app, services);
  await playLotteryRoutes(app, services);
};
