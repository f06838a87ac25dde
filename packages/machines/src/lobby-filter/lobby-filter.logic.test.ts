import { describe, expect, it } from 'vitest';
import type { GameType, Lane } from '@his/shared/schemas/games';
import { game, games, lane, vendorCard } from '../testing/fixtures.ts';
import {
  gameListQueryOf,
  headerCategories,
  mergeGames,
  nextPageRequest,
  splitLanes,
} from './lobby-filter.machine.ts';
import { platformLanes } from './lobby-filter.flow-model.ts';

const titles = (lanes: Lane[]) => lanes.map((item) => item.title);
const codes = (lanes: Lane[], title: GameType) =>
  lanes.find((item) => item.title === title)?.cards.map((card) => card.vassalage);

describe('nextPageRequest (21 first, then 18)', () => {
  it('asks for the page of 18 holding the first game not loaded', () => {
    expect(nextPageRequest(21)).toEqual({ pageNo: 2, pageSize: 18 });
    expect(nextPageRequest(36)).toEqual({ pageNo: 3, pageSize: 18 });
    expect(nextPageRequest(53)).toEqual({ pageNo: 3, pageSize: 18 });
    expect(nextPageRequest(54)).toEqual({ pageNo: 4, pageSize: 18 });
    expect(nextPageRequest(0)).toEqual({ pageNo: 1, pageSize: 18 });
  });
});

describe('mergeGames', () => {
  it('appends the new games only, in order', () => {
    const merged = mergeGames(games(21, 1), games(18, 19));
    expect(merged.map((item) => item.nodeId)).toEqual(
      Array.from({ length: 36 }, (_, i) => String(i + 1)),
    );
  });

  it('drops duplicates inside the new page too and keeps the first copy', () => {
    const renamed = game({ nodeId: '1', displayName: 'Renamed' });
    const merged = mergeGames(games(2, 1), [renamed, game({ nodeId: '3' }), game({ nodeId: '3' })]);
    expect(merged.map((item) => item.nodeId)).toEqual(['1', '2', '3']);
    expect(merged[0]?.displayName).toBe('Game 1');
  });
});

describe('gameListQueryOf', () => {
  it('sends only the filters that are set, the name trimmed', () => {
    expect(
      gameListQueryOf(
        { category: 'RNG', vendor: 'PG', search: '  dragon ', classify: 'slots' },
        { pageNo: 2, pageSize: 18 },
      ),
    ).toEqual({
      clientType: 3,
      platform: 'html5-desktop',
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'slots',
      gameName: 'dragon',
      pageNo: 2,
      pageSize: 18,
    });
    expect(
      gameListQueryOf(
        { category: null, vendor: 'ALL', search: '   ', classify: null },
        { pageNo: 1, pageSize: 24 },
      ),
    ).toEqual({ clientType: 3, platform: 'html5-desktop', pageNo: 1, pageSize: 24 });
  });
});

describe('splitLanes', () => {
  it('moves esport and cockfight vendors out of SPORTS into lanes right after it', () => {
    const split = splitLanes(platformLanes);
    expect(titles(split)).toEqual(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'RNG']);
    expect(codes(split, 'SPORTS')).toEqual(['SV3']);
    expect(codes(split, 'ESPORTS')).toEqual(['AV']);
    expect(codes(split, 'COCKFIGHT')).toEqual(['DS88']);
    expect(split.find((item) => item.title === 'ESPORTS')?.gameCount).toBe(10);
  });

  it('adds a lane only when it has vendors and keeps SPORTS classes of its own vendors', () => {
    const sports: Lane = {
      ...lane('SPORTS', ['SV3', 'IMES', 'TF']),
      gameClassify: [
        { key: 'football', displayName: 'Football', gameCount: 4, vendors: ['SV3', 'IMES'] },
        { key: 'moba', displayName: 'MOBA', gameCount: 2, vendors: ['TF'] },
      ],
    };
    const split = splitLanes([sports]);
    expect(titles(split)).toEqual(['SPORTS', 'ESPORTS']);
    expect(codes(split, 'ESPORTS')).toEqual(['IMES', 'TF']);
    expect(split[0]?.gameClassify.map((entry) => [entry.key, entry.vendors])).toEqual([
      ['football', ['SV3']],
    ]);
    expect(split[1]?.gameClassify.map((entry) => [entry.key, entry.vendors])).toEqual([
      ['football', ['IMES']],
      ['moba', ['TF']],
    ]);
  });

  it('drops SPORTS when all its vendors moved, and is idempotent', () => {
    expect(titles(splitLanes([lane('SPORTS', ['DIG'])]))).toEqual(['COCKFIGHT']);
    const once = splitLanes(platformLanes);
    expect(splitLanes(once)).toEqual(once);
    expect(splitLanes([lane('RNG', ['PG'])])).toEqual([lane('RNG', ['PG'])]);
  });
});

describe('headerCategories (SPEC §2)', () => {
  it('lists the categories with vendors in SPEC order, bingo just before pvp', () => {
    const lanes = [
      lane('PVP', ['KY']),
      lane('BINGO', ['BG']),
      lane('RNG', ['PG']),
      lane('LOTT', ['TCG']),
      lane('ELOTT', ['GW']),
      lane('FISH', []),
      ...platformLanes,
    ];
    const entries = headerCategories(lanes);
    expect(entries.map((entry) => entry.key)).toEqual([
      'elott',
      'live',
      'sports',
      'rng',
      'bingo',
      'pvp',
      'esports',
      'cockfight',
    ]);
    expect(entries[0]).toMatchObject({ path: '/elott', gameTypes: ['ELOTT', 'LOTT'] });
    expect(entries[0]?.vendors.map((card) => card.vassalage)).toEqual(['GW', 'TCG']);
    expect(entries.find((entry) => entry.key === 'rng')?.vendorCount).toBe(1);
  });

  it('shows at most 9 vendors in a dropdown and counts them all', () => {
    const many = Array.from({ length: 12 }, (_, i) => `V${i}`);
    const [rng] = headerCategories([lane('RNG', many)]);
    expect(rng?.vendors.map((card) => card.vassalage)).toEqual(many.slice(0, 9));
    expect(rng?.vendorCount).toBe(12);
  });

  it('keeps both lottery products of one vendor (VN and SEA differ by account type)', () => {
    const vn = vendorCard({ vassalage: 'TCG', gameType: 'ELOTT', accountTypeName: 'TCG_LOTTO_VN' });
    const sea = vendorCard({ vassalage: 'TCG', gameType: 'LOTT', accountTypeName: 'TCG_SEA' });
    const lanes: Lane[] = [
      { ...lane('ELOTT', []), cards: [vn] },
      { ...lane('LOTT', []), cards: [sea, vn] },
    ];
    const [elott] = headerCategories(lanes);
    expect(elott?.vendors.map((card) => card.accountTypeName)).toEqual(['TCG_LOTTO_VN', 'TCG_SEA']);
  });

  it('shows no category without lanes', () => {
    expect(headerCategories([])).toEqual([]);
  });
});
