import { calls } from '@his/shared/calls';
import type { CallDef } from '@his/shared/calls';

/**
 * How the bff handles a forwarded call: `login` (token kept in a fresh session), `logout`,
 * `sms` (challenge and send throttling), `buffered` (body re-encoded: the platform cipher or a
 * form), `stream` (validated JSON relayed through reply-from).
 */
export type Handling = 'login' | 'logout' | 'sms' | 'buffered' | 'stream';

/** Calls that make the platform send an SMS: each one costs money. */
const smsCalls = new Set<CallDef>([calls.smsNoLogin, calls.smsRegister, calls.smsBind]);

/**
 * The handling of a registry entry, or null when the browser may not call it. Throws for an
 * entry the bff cannot forward faithfully, so that the bff refuses to start rather than send
 * a body unencrypted or in the wrong encoding.
 */
export const handlingOf = (name: string, call: CallDef): Handling | null => {
  if (!call.forward) return null;
  const refuse = (why: string): never => {
    throw new Error(`${name}: ${why}; the bff cannot forward it`);
  };
  if (call.method === 'GET' && call.bodyType !== 'none') refuse('a GET with a body');
  if (call.encrypted && call.bodyType !== 'json') refuse('an encrypted body that is not JSON');
  if (call.intercept === 'logout') return 'logout';
  if (call.intercept === 'login') {
    if (call.bodyType === 'form' || call.answer !== 'wps') refuse('a login that is not JSON');
    return 'login';
  }
  if (smsCalls.has(call)) {
    if (call.encrypted || call.bodyType !== 'json') refuse('an SMS send that is not plain JSON');
    return 'sms';
  }
  return call.encrypted || call.bodyType === 'form' ? 'buffered' : 'stream';
};

/** The registry entries with the given handling, with their names (checked at start-up). */
export const callsHandledAs = (handling: Handling): [string, CallDef][] =>
  (Object.entries(calls) as [string, CallDef][]).filter(
    ([name, call]) => handlingOf(name, call) === handling,
  );
