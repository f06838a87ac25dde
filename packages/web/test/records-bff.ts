import type { GameType } from '@his/shared/constants';
import { laneSchema, vendorCardSchema, type Lane } from '@his/shared/schemas/games';
import {
  bettingRecordSchema,
  bonusDetailsSchema,
  personalProfitSchema,
  transactionHistorySchema,
  transactionTypeCodes,
  type BettingRecord,
} from '@his/shared/schemas/records';
import type { FakeBff } from './fake-bff.ts';
import { ok } from './fake-bff.ts';

const card = (vassalage: string, displayName: string, gameType: GameType) =>
  vendorCardSchema.parse({
    vassalage,
    displayName,
    gameType,
    accountTypeName: null,
    lagerIcon: `/media/vendors/${vassalage}-large.svg`,
    mobileLargeIcon: `/media/vendors/${vassalage}-large.svg`,
    logo: `/media/vendors/${vassalage}.svg`,
    isGame: 'GAME',
    gameId: null,
    nodeId: null,
    gameCode: null,
    defaultPlayType: null,
    freeplay: true,
    telGameId: null,
    telNodeId: null,
    gameCount: 0,
    maintenance: false,
  });

/** The in-house lane (HIS) and a live casino lane (EVO), for the category and vendor filters. */
export const recordLanes: Lane[] = [
  laneSchema.parse({
    title: 'INHOUSE',
    cards: [card('HIS', 'HIS Originals', 'INHOUSE')],
    gameClassify: [],
    gameCount: 2,
  }),
  laneSchema.parse({
    title: 'LIVE',
    cards: [card('EVO', 'Evolution', 'LIVE')],
    gameClassify: [],
    gameCount: 1,
  }),
];

/** Two settled rounds: a win on a slot and a loss on crash. */
export const bettingRecord: BettingRecord = bettingRecordSchema.parse({
  list: [
    {
      id: 'R12',
      time: Date.UTC(2026, 10, 27, 5),
      settledAt: Date.UTC(2026, 10, 27, 5),
      gameName: 'Lucky Lanterns',
      gameCode: 'HIS001',
      vendor: 'HIS',
      category: 'INHOUSE',
      stake: '10.00',
      payout: '25.50',
      net: '15.50',
      status: 'settled',
    },
    {
      id: 'R11',
      time: Date.UTC(2026, 10, 27, 4),
      settledAt: Date.UTC(2026, 10, 27, 4),
      gameName: 'Crash Rocket',
      gameCode: 'HIS002',
      vendor: 'HIS',
      category: 'INHOUSE',
      stake: '5.00',
      payout: '0.00',
      net: '-5.00',
      status: 'settled',
    },
  ],
  page: 1,
  pageSize: 10,
  total: 2,
  totals: { count: 2, stake: '15.00', payout: '25.50', net: '10.50' },
});

/** The record calls of the fake bff (`bff.records`), with the catalogue's lanes for the filters. */
export class RecordsBff {
  bets = bettingRecord;

  constructor(bff: FakeBff) {
    bff.on('GET', '/wps/relay/ODS2_BetHistory', (request) =>
      ok(
        request.query.get('category') === 'LIVE' ? { ...this.bets, list: [], total: 0 } : this.bets,
      ),
    );
    bff.on('GET', '/wps/relay/GLS2_TxCodeList', () => ok(transactionTypeCodes));
    bff.on('GET', '/wps/relay/ODS2_MemberTransaction', () =>
      ok(
        transactionHistorySchema.parse({
          list: [
            {
              id: 7,
              time: Date.UTC(2026, 10, 27, 5),
              type: 'PAYOUT',
              amount: '25.50',
              balanceAfter: '1015.50',
              accountTypeId: 2,
            },
            {
              id: 6,
              time: Date.UTC(2026, 10, 27, 5),
              type: 'BET',
              amount: '-10.00',
              balanceAfter: '990.00',
              accountTypeId: 2,
            },
          ],
          page: 1,
          pageSize: 10,
          total: 2,
        }),
      ),
    );
    bff.on('GET', '/wps/relay/ODSFE2_MemPNL', () =>
      ok(
        personalProfitSchema.parse({
          rows: [
            {
              day: '2026-11-27',
              category: 'INHOUSE',
              count: 2,
              stake: '15.00',
              payout: '25.50',
              net: '10.50',
            },
          ],
          days: [{ day: '2026-11-27', count: 2, stake: '15.00', payout: '25.50', net: '10.50' }],
          categories: [
            { category: 'INHOUSE', count: 2, stake: '15.00', payout: '25.50', net: '10.50' },
          ],
          totals: { count: 2, stake: '15.00', payout: '25.50', net: '10.50' },
        }),
      ),
    );
    bff.on('GET', '/wps/relay/ODSFE2_MemBonusDet', () =>
      ok(bonusDetailsSchema.parse({ list: [], page: 1, pageSize: 10, total: 0, sum: '0.00' })),
    );
  }
}
