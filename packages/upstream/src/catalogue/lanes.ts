import type { Lane, VendorCard } from '@his/shared/schemas/games';
import type { Queryable } from '../db/db.ts';
import { classifyNames } from './classes.ts';
import type { CatalogueGameType, VendorRow } from './games.ts';
import { vendorColumns, vendorLargeIconPath, vendorLogoPath } from './games.ts';

interface ClassCount {
  vendorId: number;
  classify: string;
  gameCount: number;
}

type VendorWithCount = VendorRow & { gameCount: number };

const loadVendors = (q: Queryable, merchantId: number) =>
  q.query<VendorWithCount>(
    `SELECT ${vendorColumns},
            (SELECT count(*)::int FROM games g WHERE g.vendor_id = v.id) AS "gameCount"
       FROM game_vendors v WHERE v.merchant_id = $1 ORDER BY v.position, v.id`,
    [merchantId],
  );

const loadClassCounts = (q: Queryable, merchantId: number) =>
  q.query<ClassCount>(
    `SELECT vendor_id AS "vendorId", classify, count(*)::int AS "gameCount"
       FROM games WHERE merchant_id = $1 AND classify IS NOT NULL
      GROUP BY vendor_id, classify ORDER BY vendor_id, min(position), classify`,
    [merchantId],
  );

const classDisplayName = (key: string) => classifyNames[key] ?? key;

const toVendorCard = (vendor: VendorRow, gameCount: number): VendorCard => ({
  vassalage: vendor.code,
  displayName: vendor.displayName,
  gameType: vendor.gameType,
  accountTypeName: vendor.accountTypeName,
  lagerIcon: vendorLargeIconPath(vendor.code),
  mobileLargeIcon: vendorLargeIconPath(vendor.code),
  logo: vendorLogoPath(vendor.code),
  isGame: vendor.isGame,
  gameId: vendor.launchGameId,
  nodeId: vendor.launchNodeId,
  gameCode: vendor.gameCode,
  defaultPlayType: vendor.defaultPlayType,
  freeplay: vendor.freeplay,
  telGameId: null,
  telNodeId: null,
  gameCount,
  maintenance: vendor.maintenance,
});

/**
 * The lanes of `GCSGAME_newGameVendor`: one per game type that has vendors, in the order of
 * their first card's position; cards in position order, each with its game count; the lane's
 * game classes with their counts and the vendors offering them.
 */
export const loadLanes = async (q: Queryable, merchantId: number): Promise<Lane[]> => {
  const [vendors, classCounts] = await Promise.all([
    loadVendors(q, merchantId),
    loadClassCounts(q, merchantId),
  ]);
  const lanes = new Map<CatalogueGameType, Lane>();
  for (const vendor of vendors) {
    let lane = lanes.get(vendor.gameType);
    if (!lane) {
      lane = { title: vendor.gameType, cards: [], gameClassify: [], gameCount: 0 };
      lanes.set(vendor.gameType, lane);
    }
    lane.cards.push(toVendorCard(vendor, vendor.gameCount));
    lane.gameCount += vendor.gameCount;
    for (const count of classCounts.filter((c) => c.vendorId === vendor.id)) {
      let entry = lane.gameClassify.find((c) => c.key === count.classify);
      if (!entry) {
        entry = {
          key: count.classify,
          displayName: classDisplayName(count.classify),
          gameCount: 0,
          vendors: [],
        };
        lane.gameClassify.push(entry);
      }
      entry.gameCount += count.gameCount;
      if (!entry.vendors.includes(vendor.code)) entry.vendors.push(vendor.code);
    }
  }
  return [...lanes.values()];
};

type ClassList = { key: string; displayName: string; gameCount: number }[];

/** `content[GAMETYPE][VENDOR]`: each vendor's game classes (the lobby's filter chips). */
export const loadVendorGameTypes = async (
  q: Queryable,
  merchantId: number,
): Promise<Record<string, Record<string, ClassList>>> => {
  const rows = await q.query<{ gameType: string; code: string; classify: string; n: number }>(
    `SELECT v.game_type AS "gameType", v.code, g.classify, count(*)::int AS n
       FROM games g JOIN game_vendors v ON v.id = g.vendor_id
      WHERE g.merchant_id = $1 AND g.classify IS NOT NULL
      GROUP BY v.game_type, v.code, v.position, g.classify
      ORDER BY v.position, min(g.position), g.classify`,
    [merchantId],
  );
  const content: Record<string, Record<string, ClassList>> = {};
  for (const row of rows) {
    const byVendor = (content[row.gameType] ??= {});
    const list = (byVendor[row.code] ??= []);
    list.push({ key: row.classify, displayName: classDisplayName(row.classify), gameCount: row.n });
  }
  return content;
};
