/**
 * The invitation link of a referral code: `/register` opens the register modal for a visitor,
 * and its `a` parameter is the affiliate code the registration checks, fills in and hides
 * (`features/auth/registration.actor.ts`, SPEC §4).
 */
export const referralLink = (code: string, origin: string = window.location.origin): string =>
  `${origin}/register?a=${encodeURIComponent(code)}`;
