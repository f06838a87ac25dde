import type { KeyRing } from '../cipher/key-ring.ts';
import type { Clock } from '../clock.ts';
import type { UpstreamConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { Merchant } from '../merchants/merchants.ts';
import type { IssuedSmsCode } from '../sms/codes.ts';
import { findMerchant } from '../merchants/merchants.ts';

/** Merchants hardly ever change; they are looked up once per process (cleared by a QA reset). */
export interface MerchantCache {
  get(code: string): Promise<Merchant | null>;
  clear(): void;
}

export const merchantCache = (db: Db): MerchantCache => {
  const known = new Map<string, Merchant>();
  return {
    async get(code) {
      const cached = known.get(code);
      if (cached) return cached;
      const merchant = await findMerchant(db, code);
      if (merchant) known.set(code, merchant);
      return merchant;
    },
    clear: () => known.clear(),
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
  merchants: MerchantCache;
  /**
   * Only kept when QA controls are on, for `GET /qa/captcha/last`: with the image (base64 PNG)
   * a test can tell that the image on screen is the one whose answer it reads.
   */
  lastCaptcha: { captchaId: string; answer: string; image: string } | null;
  /** Only kept when QA controls are on: the last code sent to each number, for `GET /qa/sms/last`. */
  lastSmsCodes: Map<string, IssuedSmsCode>;
}
