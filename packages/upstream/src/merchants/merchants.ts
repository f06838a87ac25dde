import type { Queryable } from '../db/db.ts';

export interface Merchant {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
}

export const findMerchant = async (q: Queryable, code: string): Promise<Merchant | null> => {
  const rows = await q.query<Merchant>(
    `SELECT id, code, name, currency, currency_symbol AS "currencySymbol"
       FROM merchants WHERE code = $1`,
    [code],
  );
  return rows[0] ?? null;
};
