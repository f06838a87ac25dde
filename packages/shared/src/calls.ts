import type { z } from 'zod';
import { systemCalls } from './calls/system.ts';
import { sessionCalls } from './calls/session.ts';
import { memberCalls } from './calls/member.ts';
import { recordsCalls } from './calls/records.ts';
import { walletCalls } from './calls/wallet.ts';
import { withdrawCalls } from './calls/withdraw.ts';
import { depositCalls } from './calls/deposit.ts';
import { transferCalls } from './calls/transfer.ts';
import { accountCalls } from './calls/account.ts';
import { gamesCalls } from './calls/games.ts';
import { lotteryCalls } from './calls/lottery.ts';
import type { CallDef } from './calls/define.ts';
import type { CallGroup } from './call-routes.ts';

export type { CallGroup, HttpMethod } from './call-routes.ts';
export type { CallDef } from './calls/define.ts';

/**
 * Every upstream call (DESIGN.md §3): the registry of every domain's entries
 * (`calls/<group>.ts`). The web validates an answer with its group's entries alone (the
 * route's `group`), so a page builds the schemas of the calls it makes, not all of them.
 */
export const calls = {
  ...systemCalls,
  ...sessionCalls,
  ...memberCalls,
  ...recordsCalls,
  ...walletCalls,
  ...withdrawCalls,
  ...depositCalls,
  ...transferCalls,
  ...accountCalls,
  ...gamesCalls,
  ...lotteryCalls,
} as const satisfies Record<string, CallDef>;

/** The registry by group: what the web's `import('@his/shared/calls/<group>')` loads. */
export const callsByGroup = {
  system: systemCalls,
  session: sessionCalls,
  member: memberCalls,
  records: recordsCalls,
  wallet: walletCalls,
  withdraw: withdrawCalls,
  deposit: depositCalls,
  transfer: transferCalls,
  account: accountCalls,
  games: gamesCalls,
  lottery: lotteryCalls,
} as const satisfies Record<CallGroup, Record<string, CallDef>>;

export type CallName = keyof typeof calls;
export type Call<N extends CallName> = (typeof calls)[N];
export type QueryOf<C extends CallDef> = z.input<C['query']>;
export type BodyOf<C extends CallDef> = z.input<C['body']>;
/** The value the browser receives for a call. */
export type PublicValueOf<C extends CallDef> = C['publicValue'] extends z.ZodType
  ? z.infer<C['publicValue']>
  : z.infer<C['value']>;

/** Finds the registry entry for a method and path; the bff's allow-list. */
export const findCall = (method: string, path: string): [CallName, CallDef] | undefined =>
  (Object.entries(calls) as [CallName, CallDef][]).find(
    ([, call]) => call.method === method && call.path === path,
  );
