import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { addBankCard } from '../../src/withdrawals/bank-cards.ts';
import { writeLimits } from '../../src/withdrawals/settings.ts';
import { fundedPlayers, playFixture } from './players.ts';
import type { TestUpstream } from './upstream.ts';
import { resetData, startTestUpstream } from './upstream.ts';

/**
 * The upstream of a test file of the money calls: started before the file's tests on a private
 * copy of the template database, closed after them. The answer stands for it from the start
 * (its `app`, `db` and `clock` are those of the running upstream), so a file writes
 * `const up = fileUpstream();` and uses `up` in its hooks and tests.
 */
export const fileUpstream = (): TestUpstream => {
  let running: TestUpstream | undefined;
  const current = (): TestUpstream => {
    if (!running) throw new Error('the upstream starts in beforeAll');
    return running;
  };
  beforeAll(async () => {
    running = await startTestUpstream();
  });
  afterAll(() => running?.close());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get clock() {
      return current().clock;
    },
    close: () => current().close(),
  };
};

/** Before each test: the seed's data again (`/qa/reset`), then `then` (log in, add a card …). */
export const resetBeforeEach = (up: TestUpstream, then: () => Promise<void>): void => {
  beforeEach(async () => {
    await resetData(up.app);
    await then();
  });
};

/**
 * A new player `<prefix>1` funded with `opening` cents, with one bank card, and the merchant's
 * withdrawal limits opened wide (one cent to 10,000.00, 100,000 a day): ready for money
 * operations called straight on the database, without the HTTP layer.
 */
export const withdrawalSetup = async (
  db: Db,
  prefix: string,
  opening: bigint,
  now = new Date(),
) => {
  const [player] = await fundedPlayers(db, 1, opening, prefix);
  if (!player) throw new Error('no player');
  const { merchant, games } = await playFixture(db);
  await writeLimits(db, merchant.id, {
    minimumCents: 1n,
    maximumCents: 1_000_000n,
    dailyCount: 100_000,
    dailyCents: 100_000_000n,
    confirmationMinutes: 1,
  });
  const [card] = await db.transaction((tx) =>
    addBankCard(
      tx,
      {
        merchantId: merchant.id,
        memberId: player.memberId,
        bankCode: 'ABA',
        accountName: prefix,
        accountNumber: '123456789',
      },
      now,
    ),
  );
  if (!card) throw new Error('no card');
  return { player, merchant, games, cardId: card.id };
};

export type WithdrawalSetup = Awaited<ReturnType<typeof withdrawalSetup>>;
