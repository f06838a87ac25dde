import type { Queryable } from '../db/db.ts';

type CounterScope = 'login-account' | 'login-ip' | 'freeplay-ip' | 'reset-mail' | 'password-old';

export interface CounterKey {
  merchantId: number;
  scope: CounterScope;
  key: string;
}

export interface CounterState {
  count: number;
  captchaRequired: boolean;
}

/**
 * Adds one to a fixed-window counter in a single statement (safe under concurrency). A window
 * older than `windowMs` starts again at 1. Reaching `captchaAt` sets a sticky captcha flag that
 * only `clearCounters` (a successful login) removes.
 */
export const bumpCounter = async (
  q: Queryable,
  counter: CounterKey,
  now: Date,
  windowMs: number,
  captchaAt: number,
): Promise<CounterState> => {
  const windowStart = new Date(now.getTime() - windowMs);
  const rows = await q.query<CounterState>(
    `INSERT INTO attempt_counters AS c
       (merchant_id, scope, key, count, window_started_at, captcha_required)
     VALUES ($1, $2, $3, 1, $4, 1 >= $6::int)
     ON CONFLICT (merchant_id, scope, key) DO UPDATE SET
       count = CASE WHEN c.window_started_at <= $5 THEN 1 ELSE c.count + 1 END,
       window_started_at = CASE WHEN c.window_started_at <= $5 THEN $4 ELSE c.window_started_at END,
       captcha_required = c.captcha_required
         OR (CASE WHEN c.window_started_at <= $5 THEN 1 ELSE c.count + 1 END) >= $6::int
     RETURNING count, captcha_required AS "captchaRequired"`,
    [counter.merchantId, counter.scope, counter.key, now, windowStart, captchaAt],
  );
  const row = rows[0];
  if (!row) throw new Error('counter upsert returned nothing');
  return row;
};

/** The count of a counter's current window (0 when it has none or the window is over). */
export const readCounter = async (
  q: Queryable,
  counter: CounterKey,
  now: Date,
  windowMs: number,
): Promise<number> => {
  const rows = await q.query<{ count: number }>(
    `SELECT count FROM attempt_counters
      WHERE merchant_id = $1 AND scope = $2 AND key = $3 AND window_started_at > $4`,
    [counter.merchantId, counter.scope, counter.key, new Date(now.getTime() - windowMs)],
  );
  return rows[0]?.count ?? 0;
};

/** Whether any of the counters carries the captcha flag. */
export const anyCaptchaRequired = async (
  q: Queryable,
  counters: CounterKey[],
): Promise<boolean> => {
  const rows = await q.query<{ required: boolean }>(
    `SELECT true AS required FROM attempt_counters
      WHERE merchant_id = $1 AND captcha_required
        AND (scope, key) IN (SELECT * FROM unnest($2::text[], $3::text[]))
      LIMIT 1`,
    [counters[0]?.merchantId ?? 0, counters.map((c) => c.scope), counters.map((c) => c.key)],
  );
  return rows.length > 0;
};

export const clearCounters = async (q: Queryable, counters: CounterKey[]): Promise<void> => {
  await q.query(
    `DELETE FROM attempt_counters
      WHERE merchant_id = $1 AND (scope, key) IN (SELECT * FROM unnest($2::text[], $3::text[]))`,
    [counters[0]?.merchantId ?? 0, counters.map((c) => c.scope), counters.map((c) => c.key)],
  );
};
