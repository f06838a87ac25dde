import type { FastifyInstance } from 'fastify';
import { findGameByNodeId } from '../catalogue/games.ts';
import { loadJackpots } from '../catalogue/jackpots.ts';
import { loadLanes, loadVendorGameTypes } from '../catalogue/lanes.ts';
import {
  addFavourite,
  favouriteGames,
  favouriteNodeIds,
  recentGames,
  removeFavourite,
} from '../catalogue/member-games.ts';
import { loadPvpRooms } from '../catalogue/rooms.ts';
import type { GameFilter } from '../catalogue/search.ts';
import { listGames, searchGames, vendorList } from '../catalogue/search.ts';
import type { Queryable } from '../db/db.ts';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { signedInMember, realMember } from '../http/member-guard.ts';

/** The game a favourite call names; `vendor`, when sent, must be the game's vendor. */
const favouriteTarget = async (
  q: Queryable,
  merchantId: number,
  body: { nodeId: string; vendor?: string | undefined },
) => {
  const game = await findGameByNodeId(q, merchantId, body.nodeId);
  if (!game || (body.vendor !== undefined && body.vendor !== game.vendorCode)) {
    throw new ApiError('not.found');
  }
  return game;
};

/** A cache key for a filter: the same filter always gives the same text (bigint as a string). */
const cacheKeyOf = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** The lobby: vendor lanes, game lists, hot games, jackpots, favourites, recent games, rooms. */
export const gameRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, catalogue } = services;

  // `platform` is accepted and ignored: every game here is HTML5 and runs on every platform.
  registerCall(app, services, 'gameVendors', async (_input, ctx) => ({
    data: {
      lanes: await catalogue.read(`lanes:${ctx.merchant.id}`, () => loadLanes(db, ctx.merchant.id)),
    },
  }));

  // `typeId` selects the platform's classification scheme; there is only one here.
  registerCall(app, services, 'vendorGameTypes', async (_input, ctx) => ({
    content: await catalogue.read(`vendorGameTypes:${ctx.merchant.id}`, () =>
      loadVendorGameTypes(db, ctx.merchant.id),
    ),
  }));

  // Names exist in one language, so `language` does not change the answer.
  registerCall(app, services, 'gameList', async ({ query }, ctx) => {
    const filter: GameFilter = {
      gameType: query.gameType,
      vendors: vendorList(query.vassalage),
      gameClassify: query.gameClassify,
      gameName: query.gameName?.trim() || undefined,
      minBetCents: query.minBet === undefined ? undefined : BigInt(Math.round(query.minBet * 100)),
      minLineNum: query.minLineNum,
      isHot: query.isHot === undefined ? undefined : query.isHot === 'true',
    };
    const page = { pageNo: query.pageNo, pageSize: query.pageSize };
    return catalogue.read(`gameList:${ctx.merchant.id}:${cacheKeyOf({ filter, page })}`, () =>
      searchGames(db, ctx.merchant.id, filter, page),
    );
  });

  registerCall(app, services, 'hotGames', async ({ query }, ctx) => {
    const filter: GameFilter = {
      gameType: query.gameType,
      vendors: vendorList(query.vassalage),
      isHot: true,
    };
    return {
      list: await catalogue.read(`hotGames:${ctx.merchant.id}:${cacheKeyOf(filter)}`, () =>
        listGames(db, ctx.merchant.id, filter),
      ),
    };
  });

  registerCall(app, services, 'jackpots', async ({ query }, ctx) => ({
    list: await loadJackpots(db, ctx.merchant.id, query.limitNum, ctx.now),
  }));

  // Reading favourites is harmless for a trial account (it has none); changing them is not.
  registerCall(app, services, 'favouriteIds', async ({ query }, ctx) => {
    const member = signedInMember(ctx.member);
    const page =
      query.pageNo === undefined && query.pageSize === undefined
        ? null
        : { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 500 };
    return favouriteNodeIds(db, member.id, page);
  });

  registerCall(app, services, 'favouriteList', async ({ query }, ctx) => {
    const member = signedInMember(ctx.member);
    const page = await favouriteGames(db, member.id, query.gameType, query);
    return { content: page.games, pageNum: query.pageNo, totalPages: page.totalPages };
  });

  registerCall(app, services, 'addFavourite', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const game = await favouriteTarget(db, ctx.merchant.id, body);
    await addFavourite(db, member.id, game.id, ctx.now);
    return null;
  });

  registerCall(app, services, 'removeFavourite', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const game = await favouriteTarget(db, ctx.merchant.id, body);
    await removeFavourite(db, member.id, game.id);
    return null;
  });

  registerCall(app, services, 'recentGames', async ({ query }, ctx) => {
    const member = signedInMember(ctx.member);
    const page = await recentGames(db, member.id, query.gameType, {
      pageNo: query.page,
      pageSize: query.pageSize,
    });
    return { list: page.games, totalPages: page.totalPages };
  });

  registerCall(app, services, 'pvpRooms', async ({ query }, ctx) => ({
    list: await loadPvpRooms(db, ctx.merchant.id, query, ctx.now),
  }));
};
