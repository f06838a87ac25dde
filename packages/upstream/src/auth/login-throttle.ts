import type { Queryable } from '../db/db.ts';
import type { CounterKey } from './attempt-counters.ts';
import { anyCaptchaRequired, bumpCounter, clearCounters } from './attempt-counters.ts';

/** Failed logins before the captcha is required (issue 2), counted per account and per IP. */
const loginCaptchaThreshold = 3;
const loginFailureWindowMs = 15 * 60_000;

export interface LoginSubject {
  merchantId: number;
  /** Lower-cased, so `Demo_Player` and `demo_player` share one counter. */
  accountKey: string;
  ip: string;
}

const keys = (subject: LoginSubject): CounterKey[] => [
  { merchantId: subject.merchantId, scope: 'login-account', key: subject.accountKey },
  { merchantId: subject.merchantId, scope: 'login-ip', key: subject.ip },
];

/** Whether the next login of this account or from this IP must carry a correct captcha. */
export const loginNeedsCaptcha = (q: Queryable, subject: LoginSubject): Promise<boolean> =>
  anyCaptchaRequired(q, keys(subject));

/**
 * Counts a failed login for the account (existing or not: the same for both, so the answer
 * never tells them apart) and for the IP; returns whether a captcha is now required.
 */
export const recordLoginFailure = async (
  q: Queryable,
  subject: LoginSubject,
  now: Date,
): Promise<boolean> => {
  let required = false;
  for (const key of keys(subject)) {
    const state = await bumpCounter(q, key, now, loginFailureWindowMs, loginCaptchaThreshold);
    required = required || state.captchaRequired;
  }
  return required;
};

/** A successful login lifts the captcha requirement for its account and IP. */
export const clearLoginFailures = (q: Queryable, subject: LoginSubject): Promise<void> =>
  clearCounters(q, keys(subject));
