/**
 * What `verifyChallenge` resolves to in the account flows: the ALTCHA solution payload (a
 * base64 string) that travels as the `challenge` field of the call it protects. The bff checks
 * it; the machines only carry it.
 */
export type ChallengeSolution = string;

/**
 * Input of `verifyChallenge` in the account flows, the same shape as the session's so that the
 * web can supply one implementation to every machine.
 */
export interface VerifyChallengeInput {
  username: string;
}
