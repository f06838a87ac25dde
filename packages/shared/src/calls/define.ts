import { z } from 'zod';
import type { CallRoute } from '../call-routes.ts';
import type { ModuleId } from '../modules.ts';

/**
 * One upstream call (DESIGN.md §3). Everything else derives from these entries: the web's
 * typed client, the bff's allow-list, token injection and encryption, the upstream's handlers
 * and the contract tests.
 */
export interface CallDef extends Omit<CallRoute, 'group'> {
  /** Module gating the call (sent as the `modID` header); null when ungated. */
  modId: ModuleId | null;
  /** `required`: the bff injects the session's token and answers 401 without one. */
  auth: 'none' | 'optional' | 'required';
  /** Body travels bff → upstream in the platform cipher (UPSTREAM.md §2). */
  encrypted: boolean;
  /** Whether the browser may call it through the bff. */
  forward: boolean;
  /**
   * Calls that mint or end an upstream token are handled by the bff itself: `login` keeps the
   * token in the session and answers `publicValue`; `logout` ends the session.
   */
  intercept: 'login' | 'logout' | null;
  query: z.ZodType;
  body: z.ZodType;
  value: z.ZodType;
  /** What the browser receives when it differs from `value` (intercepted calls). */
  publicValue?: z.ZodType;
  /** Details a failure may carry in `value`. */
  failureValue?: z.ZodType;
  /**
   * A money call: the browser sends an `Idempotency-Key` header (16–64 URL-safe characters), the
   * bff checks its format and passes it on (to no other call), and the upstream answers a repeat
   * with the first result.
   */
  idempotent?: true;
  /** Largest request body in bytes when it must exceed the common 64 KiB (bff and upstream). */
  bodyLimit?: number;
}

export const noQuery = z.object({}).strict();
export const noBody = z.undefined();
export const defineCall = <const C extends CallDef>(call: C): C => call;
/** What most calls share; an entry spreads it and states what differs. */
export const base = {
  modId: 'COMM3',
  auth: 'none',
  encrypted: false,
  bodyType: 'none',
  answer: 'wps',
  forward: true,
  intercept: null,
  sideEffects: false,
  query: noQuery,
  body: noBody,
} as const;
