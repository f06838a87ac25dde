import { z } from 'zod';
import { prizeModes } from '../constants.ts';
import { text } from '../patterns.ts';
import { moneySchema } from './wallet.ts';

/** The lottery gateway (`/lgw/*`, UPSTREAM.md §4.4) answers raw JSON, no envelope. */
export { prizeModes } from '../constants.ts';
export const prizeModeSchema = z.enum(prizeModes);

export const lotteryGameSchema = z.object({
  gameCode: text().regex(/^[A-Z0-9_]{1,40}$/),
  gameName: text().min(1).max(80),
  prizeMode: prizeModeSchema,
  gameGroupCode: text().max(40),
  playTypes: z.array(text().max(40)).min(1),
  defaultPlayType: text().max(40),
  /** Seconds between two draws of this game. */
  drawIntervalSeconds: z.number().int().min(60),
  /** Epoch ms of the next draw (from the platform's clock). */
  nextDrawTime: z.number().int(),
  iconUrl: text().regex(/^\/media\/[A-Za-z0-9_./-]+$/),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryGroupSchema = z.object({
  gameGroupCode: text().max(40),
  gameGroupName: text().max(80),
  prizeMode: prizeModeSchema,
  gameMenus: z.array(lotteryGameSchema),
});
/** Menus keyed by group code, as the platform answers them (the client maps over the values). */
export const lotteryMenusSchema = z.record(text(), lotteryGroupSchema);
export type LotteryMenus = z.infer<typeof lotteryMenusSchema>;

export const lotteryMenuQuerySchema = z
  .object({ prizeMode: prizeModeSchema.optional(), device: text().max(20).optional() })
  .strict();

export const popularLotteryQuerySchema = z
  .object({ count: z.coerce.number().int().min(1).max(20).default(20) })
  .strict();
export const lotteryGameListSchema = z.array(lotteryGameSchema);

/** One finished draw: `numbers[0]` is the special prize; its last two digits settle 2-digit bets. */
export const lotteryDrawSchema = z.object({
  gameCode: text(),
  gameName: text(),
  prizeMode: prizeModeSchema,
  /** Draw number, `YYYYMMDD-NNNN` in the platform's time zone. */
  numero: text().max(40),
  drawTime: z.number().int(),
  numbers: z.array(text().regex(/^[0-9]{2,6}$/)).min(1),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

export const openedNumbersQuerySchema = z
  .object({
    gameCode: text()
      .regex(/^[A-Z0-9_]{1,40}$/)
      .optional(),
    prizeMode: prizeModeSchema.optional(),
    count: z.coerce.number().int().min(1).max(100).default(100),
  })
  .strict();
export const openedNumbersSchema = z.array(lotteryDrawSchema);

/** The member's own lottery bets with the draw that settled them (null while pending). */
export const memberLotteryBetsSchema = z.array(
  z.object({
    betId: text(),
    gameCode: text(),
    numero: text(),
    number: text().regex(/^[0-9]{2}$/),
    stake: moneySchema,
    win: moneySchema,
    status: z.enum(['pending', 'won', 'lost']),
    placedAt: z.number().int(),
    draw: lotteryDrawSchema.nullable(),
  }),
);
