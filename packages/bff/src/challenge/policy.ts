import { calls } from '@his/shared/calls';
import type { CallDef } from '@his/shared/calls';

/** Calls that cost the platform (an account, an SMS) or let a bot guess: always challenged. */
const alwaysChallenged = new Set<CallDef>([
  calls.register,
  calls.registerMobile,
  calls.smsNoLogin,
  calls.smsRegister,
  calls.smsBind,
]);

/**
 * Whether this call must carry a solved verification challenge. Login by SMS code is exempt:
 * sending that code was challenged already.
 */
export const needsChallenge = (call: CallDef, payload: Record<string, unknown>): boolean =>
  alwaysChallenged.has(call) || (call === calls.login && payload.type !== 'sms');

/** Splits the challenge solution off a validated body: the platform never receives it. */
export const takeChallenge = (
  body: Record<string, unknown>,
): { solution: string | undefined; payload: Record<string, unknown> } => {
  const { challenge, ...payload } = body;
  return { solution: typeof challenge === 'string' ? challenge : undefined, payload };
};
