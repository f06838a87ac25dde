import { z } from 'zod';
import { gameTypes } from '../constants.ts';
import { text } from '../patterns.ts';
import { moneySchema } from './wallet.ts';

export { gameTypes } from '../constants.ts';

export const gameTypeSchema = z.enum(gameTypes);
export type GameType = z.infer<typeof gameTypeSchema>;

/** A vendor (vassalage) code, e.g. `PG`, `SV3`, `TCG_SEA`'s vendor `TCG`. */
const vendorCodeSchema = text().regex(/^[A-Z0-9_]{1,32}$/);
/** Relative media path served by the platform (`/media/...`), never an external host. */
const mediaPathSchema = text().regex(/^\/media\/[A-Za-z0-9_./-]+$/);

/**
 * One game as lists, hot games, favourites and recent games answer it (SPEC §3 "Game",
 * UPSTREAM.md §5.6 "Game item"). `isGame: 'VASSALAGE'` marks a vendor entry whose click opens
 * the popup list of that vendor's games; `freeplay` says whether a trial account may play it.
 */
export const gameSchema = z.object({
  nodeId: text().regex(/^[0-9]{1,12}$/),
  gameId: text().min(1).max(64),
  gameName: text().min(1).max(120),
  displayName: text().min(1).max(120),
  vassalage: vendorCodeSchema,
  gameType: gameTypeSchema,
  gameClassify: text().max(40).nullable(),
  iconUrl: mediaPathSchema,
  gameCode: text().max(40).nullable(),
  defaultPlayType: text().max(40).nullable(),
  accountTypeName: text().max(40).nullable(),
  isGame: z.enum(['VASSALAGE', 'GAME']),
  roomId: text().max(40).nullable(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  freeplay: z.boolean(),
  minBet: moneySchema,
  lineNum: z.number().int().min(0),
  /** Under maintenance: listed, but a launch answers `game.maintenance`. */
  maintenance: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** Vendor card of a lane (UPSTREAM.md §5.6). */
export const vendorCardSchema = z.object({
  vassalage: vendorCodeSchema,
  displayName: text().min(1).max(80),
  gameType: gameTypeSchema,
  accountTypeName: text().max(40).nullable(),
  lagerIcon: mediaPathSchema,
  mobileLargeIcon: mediaPathSchema,
  logo: mediaPathSchema,
  isGame: z.enum(['VASSALAGE', 'GAME']),
  /** The game a click on the card launches directly (sports books, lottery lobbies), if any. */
  gameId: text().max(64).nullable(),
  nodeId: text().max(12).nullable(),
  gameCode: text().max(40).nullable(),
  defaultPlayType: text().max(40).nullable(),
  freeplay: z.boolean(),
  telGameId: text().max(64).nullable(),
  telNodeId: text().max(12).nullable(),
  gameCount: z.number().int().min(0),
  maintenance: z.boolean(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const gameClassifySchema = z.object({
  key: text().min(1).max(40),
  displayName: text().min(1).max(80),
  gameCount: z.number().int().min(0),
  vendors: z.array(vendorCodeSchema),
});

/**
 * A lane per game type, vendors in the platform's sorting order. The header shows a category
 * only when its lane has vendors (SPEC §2). SPORTS arrives with esport and cockfight vendors
 * inside; the client splits them out (`splitLanes`).
 */
export const laneSchema = z.object({
  title: gameTypeSchema,
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(gameClassifySchema),
  gameCount: z.number().int().min(0),
});
export type Lane = z.infer<typeof laneSchema>;

export const gameVendorsQuerySchema = z
  .object({ platform: text().max(40).optional(), merchantCode: text().max(32).optional() })
  .strict();
export const gameVendorsSchema = z.object({ data: z.object({ lanes: z.array(laneSchema) }) });

export const vendorGameTypesQuerySchema = z
  .object({ typeId: text().max(4).optional(), merchant_code: text().max(32).optional() })
  .strict();
/** `content[GAMETYPE][VENDOR]` = that vendor's game classes (filter chips of a lobby). */
export const vendorGameTypesSchema = z.object({
  content: z.record(
    text(),
    z.record(
      text(),
      z.array(z.object({ key: text(), displayName: text(), gameCount: z.number() })),
    ),
  ),
});

const pageNoSchema = z.coerce.number().int().min(1).max(10_000);
const pageSizeSchema = z.coerce.number().int().min(1).max(100);
const optionalText = (max: number) => text().max(max).optional();
/** Upper-case language code (`EN`, `KM`, `CN` ...). */
const languageParam = text()
  .regex(/^[A-Z]{2}(-[A-Z]{2})?$/)
  .optional();

/** `GCSGAME_gameList` query (SPEC §3 "Game list query"); filters combine with AND. */
export const gameListQuerySchema = z
  .object({
    clientType: z.coerce.number().int().optional(),
    platform: optionalText(60),
    channel: optionalText(40),
    merchant: optionalText(32),
    gameType: gameTypeSchema.optional(),
    /** One vendor or several, comma-joined (`PG,JDB`). */
    vassalage: text()
      .regex(/^[A-Z0-9_]{1,32}(,[A-Z0-9_]{1,32}){0,49}$/)
      .optional(),
    gameClassify: optionalText(40),
    /** Part of the name, any case, matched against gameName and displayName. */
    gameName: optionalText(60),
    /** Bounded: the platform compares them in SQL, where a larger value is out of range. */
    minBet: z.coerce.number().min(0).max(1_000_000_000).optional(),
    minLineNum: z.coerce.number().int().min(0).max(1_000_000).optional(),
    isHot: z.enum(['true', 'false']).optional(),
    pageNo: pageNoSchema.default(1),
    pageSize: pageSizeSchema.default(24),
    language: languageParam,
  })
  .strict();
export type GameListQuery = z.input<typeof gameListQuerySchema>;

export const gamePageSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  totalCount: z.number().int().min(0),
});
export type GamePage = z.infer<typeof gamePageSchema>;

export const hotGamesQuerySchema = z
  .object({
    merchantCode: optionalText(32),
    isPlatform: z.coerce.number().int().optional(),
    vassalage: optionalText(400),
    platform: optionalText(60),
    gameType: gameTypeSchema.optional(),
    language: languageParam,
  })
  .strict();
export const hotGamesSchema = z.object({ list: z.array(gameSchema).default([]) });

/** A winner: the name is masked by the platform (`de***er`); amounts are real round wins. */
export const winnerSchema = z.object({
  vo: z.object({
    customerName: text().max(64),
    winAmount: moneySchema,
    gameName: text(),
    displayName: text(),
    vassalage: vendorCodeSchema,
    gameType: gameTypeSchema,
    nodeId: text(),
    iconUrl: mediaPathSchema,
    /** Epoch ms. */
    time: z.number().int(),
  }),
});
export type Winner = z.infer<typeof winnerSchema>;

export const winnerBoardQuerySchema = z
  .object({
    gameCategory: z.union([z.literal('ALL'), gameTypeSchema]).default('ALL'),
    language: languageParam,
    limitNum: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const winnerBoardSchema = z.object({ list: z.array(winnerSchema) });

export const jackpotQuerySchema = z
  .object({ limitNum: z.coerce.number().int().min(1).max(100).default(50) })
  .strict();
export const jackpotSchema = z.object({
  list: z.array(
    z.object({
      nodeId: text(),
      gameName: text(),
      displayName: text(),
      vassalage: vendorCodeSchema,
      iconUrl: mediaPathSchema,
      amount: moneySchema,
    }),
  ),
});

export const favouriteIdsQuerySchema = z
  .object({
    pageNo: pageNoSchema.optional(),
    pageSize: z.coerce.number().int().min(1).max(500).optional(),
  })
  .strict();
export const favouriteIdsSchema = z.array(text());

export const favouriteListQuerySchema = z
  .object({
    clientType: z.coerce.number().int().optional(),
    platform: optionalText(60),
    language: languageParam,
    gameType: gameTypeSchema.optional(),
    pageNo: pageNoSchema.default(1),
    pageSize: pageSizeSchema.default(24),
  })
  .strict();
export const favouriteListSchema = z.object({
  content: z.array(gameSchema),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});

export const favouriteBodySchema = z
  .object({
    nodeId: text().regex(/^[0-9]{1,12}$/),
    vendor: vendorCodeSchema.optional(),
    gameType: gameTypeSchema.optional(),
  })
  .strict();

export const recentGamesQuerySchema = z
  .object({
    page: pageNoSchema.default(1),
    pageSize: pageSizeSchema.default(18),
    gameType: gameTypeSchema.optional(),
    language: languageParam,
    clientType: z.coerce.number().int().optional(),
  })
  .strict();
export const recentGamesSchema = z.object({
  list: z.array(gameSchema),
  totalPages: z.number().int().min(0),
});

export const pvpRoomsQuerySchema = z
  .object({ vassalage: vendorCodeSchema.optional(), gameId: optionalText(64) })
  .strict();
/** A PVP room (a table): its seats, how many are taken, and its minimum stake. */
export const pvpRoomSchema = z.object({
  roomId: text(),
  roomName: text(),
  vassalage: vendorCodeSchema,
  gameId: text(),
  nodeId: text(),
  minBet: moneySchema,
  players: z.number().int().min(0),
  maxPlayers: z.number().int().min(1),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;
export const pvpRoomsSchema = z.object({ list: z.array(pvpRoomSchema) });

/**
 * `GET /wps/game/launchGame` (SPEC §3 "Game launch payload", UPSTREAM.md §4.3). `launchMode`
 * GLS launches a game, LOTT a lottery lobby. Username and token are not sent by the browser:
 * the bff adds the session's token as `Authorization`.
 */
export const launchGameQuerySchema = z
  .object({
    gameId: optionalText(64),
    roomId: optionalText(40),
    nodeId: text()
      .regex(/^[0-9]{1,12}$/)
      .optional(),
    accountType: z.enum(['0', '1']).default('1'),
    confirmTrans: z.enum(['0', '1']).default('0'),
    vassalage: vendorCodeSchema.optional(),
    accountTypeName: optionalText(40),
    launchMode: z.enum(['GLS', 'LOTT']),
    platform: optionalText(40),
    clientType: z.coerce.number().int().optional(),
    merchantCode: optionalText(32),
    language: languageParam,
    lottoArea: z.enum(['VN', 'SEA']).optional(),
    lottoPrizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
    lottoGameCode: optionalText(40),
    lottoView: z.enum(['betting', 'lobby']).optional(),
    device: optionalText(20),
    backUrl: optionalText(300),
  })
  .strict();
export type LaunchGameQuery = z.input<typeof launchGameQuerySchema>;
export const launchGameSchema = z.object({
  content: z.object({
    /** Absolute URL of the game page (another origin); carries a short-lived game ticket. */
    game_url: text().check(z.url({ protocol: /^https?$/ })),
    game_url2: text()
      .check(z.url({ protocol: /^https?$/ }))
      .optional(),
  }),
});
export type LaunchGameValue = z.infer<typeof launchGameSchema>;
