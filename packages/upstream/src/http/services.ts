import type { HashPool } from '../auth/hash-pool.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import type { KeyRing } from '../cipher/key-ring.ts';
import type { Clock } from '../clock.ts';
import type { UpstreamConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Merchant } from '../merchants/merchants.ts';
import type { IssuedSmsCode } from '../sms/codes.ts';
import { findMerchantByDomain } from '../merchants/domains.ts';
import { findMerchant } from '../merchants/merchants.ts';

/**
 * Merchants and their domains hardly ever change; each is looked up once per process (cleared
 * by a QA reset). Misses are not kept: a stream of made-up codes or hosts must not grow memory.
 */
export interface MerchantCache {
  get(code: string): Promise<Merchant | null>;
  /** The merchant a normalised domain belongs to (see merchants/domains.ts). */
  byDomain(domain: string): Promise<Merchant | null>;
  clear(): void;
}

const cached = (find: (key: string) => Promise<Merchant | null>) => {
  const known = new Map<string, Merchant>();
  return {
    async get(key: string) {
      const hit = known.get(key);
      if (hit) return hit;
      const merchant = await find(key);
      if (merchant) known.set(key, merchant);
      return merchant;
    },
    clear: () => known.clear(),
  };
};

export const merchantCache = (db: Db): MerchantCache => {
  const byCode = cached((code) => findMerchant(db, code));
  const byDomain = cached((domain) => findMerchantByDomain(db, domain));
  return {
    get: byCode.get,
    byDomain: byDomain.get,
    clear: () => {
      byCode.clear();
      byDomain.clear();
    },
  };
};

/** What every route needs, built once in `buildUpstream`. */
export interface Services {
  db: Db;
  config: UpstreamConfig;
  clock: Clock;
  keys: KeyRing;
  /** Hash checked for unknown accounts so that every login costs the same (see password.ts). */
  dummyHash: string;
  /** Every scrypt hash of a request runs in a section of this pool (auth/hash-pool.ts). */
  hashing: HashPool;
  merchants: MerchantCache;
  /** What every visitor reads, until the catalogue changes (catalogue/cache.ts). */
  catalogue: CatalogueCache;
  /**
   * Only kept when QA controls are on, for `GET /qa/captcha/last`: with the image (base64 PNG)
   * a test can tell that the image on screen is the one whose answer it reads.
   */
  lastCaptcha: { captchaId: string; answer: string; image: string } | null;
  /** Only kept when QA controls are on: the last code sent to each number, for `GET /qa/sms/last`. */
  lastSmsCodes: Map<string, IssuedSmsCode>;
}
