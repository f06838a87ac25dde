import type { Queryable } from '../db/db.ts';
import type { Merchant } from './merchants.ts';

/** The hosts a local run is reached at; the seed gives them to its merchant. */
export const localDevDomains = ['localhost', '127.0.0.1'] as const;

/** A host name or IPv4 address as Fastify's `request.hostname` gives it; IPv6 in brackets. */
const domainShape =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])$/;

/**
 * The lookup key of a request's host: lower case, without a trailing dot (`Example.com.` is
 * `example.com`); null when it cannot be a domain, so junk never reaches the database.
 */
export const normaliseDomain = (host: string): string | null => {
  const domain = host.trim().toLowerCase().replace(/\.$/, '');
  return domain.length <= 253 && domainShape.test(domain) ? domain : null;
};

export const findMerchantByDomain = async (
  q: Queryable,
  domain: string,
): Promise<Merchant | null> => {
  const rows = await q.query<Merchant>(
    `SELECT m.id, m.code, m.name, m.currency, m.currency_symbol AS "currencySymbol"
       FROM merchant_domains d JOIN merchants m ON m.id = d.merchant_id
      WHERE d.domain = $1`,
    [domain],
  );
  return rows[0] ?? null;
};

/** Gives the domains to a merchant; a domain that already belongs to one is left as it is. */
export const addMerchantDomains = async (
  q: Queryable,
  merchantId: number,
  domains: readonly string[],
): Promise<void> => {
  for (const domain of domains) {
    await q.query(
      `INSERT INTO merchant_domains (domain, merchant_id) VALUES ($1, $2)
       ON CONFLICT (domain) DO NOTHING`,
      [domain, merchantId],
    );
  }
};
