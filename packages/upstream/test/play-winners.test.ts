import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { winnerBoardSchema } from '@his/shared/schemas/games';
import { memberWalletId } from '../src/ledger/accounts.ts';
import { findMemberByAccount } from '../src/members/members.ts';
import { playRound } from '../src/play/rounds.ts';
import type { RoundPlayer } from '../src/play/round-store.ts';
import { maskName } from '../src/routes/winners.ts';
import { inhouseNodeId, playFixture } from './helpers/players.ts';
import type { TestUpstream } from './helpers/upstream.ts';
import { get, startTestUpstream } from './helpers/upstream.ts';

let up: TestUpstream;

/** Three sevens: stop 0 of every reel. */
const jackpot = () => 0;

const playerOf = async (account: string): Promise<RoundPlayer> => {
  const { merchant, housesId } = await playFixture(up.db);
  const member = await findMemberByAccount(up.db, merchant.id, account);
  if (!member) throw new Error(`no ${account}`);
  return {
    merchantId: merchant.id,
    memberId: member.id,
    trial: false,
    walletId: await memberWalletId(up.db, member.id),
    houseId: housesId.games,
  };
};

const board = async (query: string) => {
  const response = await get(up.app, `/wps/relay/ODSFE2_getWinnerBoard?${query}`);
  expect(response.statusCode).toBe(200);
  return winnerBoardSchema.parse(response.json().value).list.map((w) => w.vo);
};

beforeAll(async () => {
  up = await startTestUpstream();
  // The seed's rounds of the demo team off the board: this test plays the wins it checks.
  await up.db.exec('DELETE FROM game_rounds');
  const [inhouse] = await up.db.query<{ id: number }>('SELECT id FROM games WHERE node_id = $1', [
    await inhouseNodeId(up.db, 'slot'),
  ]);
  const slot = inhouse?.id ?? 0;
  const [rng] = await up.db.query<{ id: number }>(
    `SELECT g.id FROM games g WHERE g.game_type = 'RNG' AND g.demo_kind = 'slot' LIMIT 1`,
  );
  const wins: [string, number, bigint][] = [
    ['demo_player', slot, 100n],
    ['demo_agent', slot, 500n],
    ['demo_down1', rng?.id ?? 0, 200n],
  ];
  for (const [i, [account, gameId, stake]] of wins.entries()) {
    await playRound(up.db, {
      player: await playerOf(account),
      gameId,
      ticketId: null,
      clientRoundId: `win-${i}`,
      stakeCents: stake,
      play: { kind: 'slot' },
      now: up.clock.now(),
      random: jackpot,
    });
  }
  // A win on trial credit is demo money: never on the board, however big.
  await playRound(up.db, {
    player: {
      ...(await playerOf('demo_player')),
      trial: true,
      houseId: (await playFixture(up.db)).housesId.trial,
    },
    gameId: slot,
    ticketId: null,
    clientRoundId: 'trial-win',
    stakeCents: 10_000n,
    play: { kind: 'slot' },
    now: up.clock.now(),
    random: jackpot,
  });
});
afterAll(() => up.close());

describe('winner board and rank list', () => {
  it('list the biggest wins of real accounts first, names masked', async () => {
    const list = await board('gameCategory=ALL&limitNum=20');
    expect(list.map((w) => [w.customerName, w.winAmount])).toEqual([
      ['de***nt', 1500],
      ['de***n1', 600],
      ['de***er', 300],
    ]);
    expect(list[0]).toMatchObject({ gameType: 'INHOUSE', vassalage: 'HIS' });
    expect(list[0]?.iconUrl).toBe(`/media/games/${list[0]?.nodeId}.svg`);
    expect(await board('limitNum=1')).toHaveLength(1);
  });

  it('filter by game category', async () => {
    expect((await board('gameCategory=RNG')).map((w) => w.winAmount)).toEqual([600]);
    expect((await board('gameCategory=INHOUSE')).map((w) => w.winAmount)).toEqual([1500, 300]);
    expect(await board('gameCategory=ESPORTS')).toEqual([]);
    const rank = await get(up.app, '/wps/relay/GCSGAME_getRankList?gameCategory=INHOUSE');
    expect(winnerBoardSchema.parse(rank.json().value).list).toHaveLength(2);
    expect(
      (await get(up.app, '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=NOPE')).statusCode,
    ).toBe(400);
  });

  it('masks short and long names alike', () => {
    expect(maskName('demo_player')).toBe('de***er');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
  });
});
