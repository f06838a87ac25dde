import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/db.ts';
import type { RoundAnswer } from './play.ts';
import { launchTicket, playApi, valueOf } from './play.ts';
import { inhouseNodeId } from './players.ts';

let spins = 0;

/**
 * Plays `count` rounds of the first in-house game of `kind` at `stake` (currency units) through
 * the game pages' API, as the member's browser would; each round is settled when written.
 */
export const playRounds = async (
  stack: { app: FastifyInstance; db: Db },
  token: string,
  options: { kind: 'slot' | 'dice'; stake: number; count: number },
): Promise<void> => {
  const ticket = await launchTicket(stack.app, token, await inhouseNodeId(stack.db, options.kind));
  for (let i = 0; i < options.count; i += 1) {
    spins += 1;
    valueOf<RoundAnswer>(
      await playApi(stack.app, ticket, 'POST', '/play-api/rounds', {
        clientRoundId: `mission-${process.pid}-${spins}`,
        stake: options.stake,
        ...(options.kind === 'dice' ? { choice: { direction: 'over', target: 50 } } : {}),
      }),
    );
  }
};
