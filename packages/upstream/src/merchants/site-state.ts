import type { Queryable } from '../db/db.ts';

export const siteStates = ['normal', 'maintenance', 'restricted'] as const;
export type SiteStateName = (typeof siteStates)[number];

export interface SiteState {
  state: SiteStateName;
  /** QA control: every login needs a captcha. */
  forceCaptcha: boolean;
}

export const readSiteState = async (q: Queryable, merchantId: number): Promise<SiteState> => {
  const rows = await q.query<SiteState>(
    'SELECT state, force_captcha AS "forceCaptcha" FROM site_state WHERE merchant_id = $1',
    [merchantId],
  );
  return rows[0] ?? { state: 'normal', forceCaptcha: false };
};

export const setSiteState = async (
  q: Queryable,
  merchantId: number,
  state: SiteStateName,
  now: Date,
): Promise<void> => {
  await q.query('UPDATE site_state SET state = $2, updated_at = $3 WHERE merchant_id = $1', [
    merchantId,
    state,
    now,
  ]);
};

export const setForceCaptcha = async (
  q: Queryable,
  merchantId: number,
  on: boolean,
  now: Date,
): Promise<void> => {
  await q.query(
    'UPDATE site_state SET force_captcha = $2, updated_at = $3 WHERE merchant_id = $1',
    [merchantId, on, now],
  );
};
