import { BffError } from '../errors.ts';
import type { CounterStore, WindowCount } from '../stores/counter-store.ts';
import { clientIpKey } from './client-ip.ts';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

export interface SmsLimits {
  /** One send per session per this interval (a double click, a script without pauses). */
  sessionIntervalMs: number;
  /** Hold on a number while a send is under way, and its countdown when the answer names none. */
  holdMs: number;
  numberWindowMs: number;
  numberMaxPerWindow: number;
  ipMaxPerHour: number;
  countryMaxPerHour: number;
  globalMaxPerDay: number;
}

/** Who asks for an SMS to which number. */
export interface SmsTarget {
  /** A stable reference of the browser's session (its hashed id). */
  session: string;
  ip: string;
  countryDialingCode: string;
  mobile: string;
}

/** How long a sent code lets its browser log in by SMS, and how many tries it gives. */
const codeLoginWindowMs = 15 * 60_000;
const codeLoginMaxTries = 5;

/** The layer that refused a send (logged, never told the browser). */
type SmsLayer = 'session' | 'ip' | 'countdown' | 'number' | 'country' | 'global';

/** What to do once the platform answered an admitted send. */
interface SmsTicket {
  /** The SMS went out: the countdown runs `expiredMinutes`, the budgets count it. */
  accepted(expiredMinutes: number | null): Promise<void>;
  /** Nothing was sent: the number's hold is released so the player can try again at once. */
  refused(): Promise<void>;
}

export type SmsDecision =
  | { admitted: true; ticket: SmsTicket }
  | { admitted: false; layer: SmsLayer; retryAfterSeconds: number };

/** `+855` and `012345678` → `855` and `85512345678` (the trunk zero is not part of the number). */
export const smsKeys = (countryDialingCode: string, mobile: string) => {
  const country = countryDialingCode.replace(/\D/g, '');
  const national = mobile.replace(/\D/g, '').replace(/^0+/, '');
  return { country, number: `${country}${national}` };
};

/** The key that records a code sent to `number` for one browser session (see `admitCodeLogin`). */
const codeKey = (number: string) => (session: string) => `sms:code:${session}:${number}`;

/**
 * Layered throttling of SMS sends against SMS pumping (notes §3, ISSUE 3): per session one send
 * per interval and per client IP an hourly budget, both counted up front whatever happens; per
 * number a countdown (held before the send, then as long as the platform's `expiredMinutes`)
 * and a window budget; per country dialing code an hourly budget; a global daily budget. The
 * budgets are checked before and counted after the platform accepted a send, so refused sends
 * cost nothing; the hold serialises sends per number. The store down fails closed (503).
 */
export class SmsLimiter {
  readonly #store: CounterStore;
  readonly #limits: SmsLimits;
  readonly #now: () => number;

  constructor(store: CounterStore, limits: SmsLimits, now: () => number = Date.now) {
    this.#store = store;
    this.#limits = limits;
    this.#now = now;
  }

  /**
   * An SMS-code login is forwarded only from a browser that this bff sent a code to that number
   * (a challenged, throttled send) in the last 15 minutes, and at most five times per code: the
   * platform hashes the code like a password, so a login that skipped this would be a cheap way
   * to make it work. Throws 400 `sms.code.expired` without a sent code, 429 past the tries.
   */
  async admitCodeLogin(session: string | null, countryDialingCode: string, mobile: string) {
    const key = codeKey(smsKeys(countryDialingCode, mobile).number)(session ?? '');
    let tries: WindowCount | null;
    try {
      tries = session === null ? null : await this.#store.peek(key);
      if (tries) tries = await this.#store.hit(key, codeLoginWindowMs);
    } catch (error) {
      throw new BffError('session.store.unavailable', { cause: error });
    }
    if (!tries) throw new BffError('sms.code.expired');
    if (tries.count > 1 + codeLoginMaxTries) {
      const seconds = Math.max(1, Math.ceil((tries.resetAt - this.#now()) / 1000));
      throw new BffError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(seconds) } });
    }
  }

  async admit(target: SmsTarget): Promise<SmsDecision> {
    try {
      return await this.#admit(target);
    } catch (error) {
      throw new BffError('session.store.unavailable', { cause: error });
    }
  }

  async #admit(target: SmsTarget): Promise<SmsDecision> {
    const limits = this.#limits;
    const store = this.#store;
    const { country, number } = smsKeys(target.countryDialingCode, target.mobile);
    const keys = {
      code: codeKey(number),
      hold: `sms:hold:${number}`,
      number: `sms:number:${number}`,
      country: `sms:country:${country}`,
      global: 'sms:global',
    };
    const refuse = (layer: SmsLayer, count: WindowCount): SmsDecision => ({
      admitted: false,
      layer,
      retryAfterSeconds: Math.max(1, Math.ceil((count.resetAt - this.#now()) / 1000)),
    });

    const session = await store.hit(`sms:session:${target.session}`, limits.sessionIntervalMs);
    if (session.count > 1) return refuse('session', session);
    const ip = await store.hit(`sms:ip:${clientIpKey(target.ip)}`, hourMs);
    if (ip.count > limits.ipMaxPerHour) return refuse('ip', ip);

    const budgets: [SmsLayer, string, number][] = [
      ['number', keys.number, limits.numberMaxPerWindow],
      ['country', keys.country, limits.countryMaxPerHour],
      ['global', keys.global, limits.globalMaxPerDay],
    ];
    for (const [layer, key, max] of budgets) {
      const used = await store.peek(key);
      if (used && used.count >= max) return refuse(layer, used);
    }
    const hold = await store.hit(keys.hold, limits.holdMs);
    if (hold.count > 1) return refuse('countdown', hold);

    return {
      admitted: true,
      ticket: {
        accepted: async (expiredMinutes) => {
          await store.delete(keys.code(target.session));
          await store.hit(keys.code(target.session), codeLoginWindowMs);
          await store.extend(keys.hold, expiredMinutes ? expiredMinutes * 60_000 : limits.holdMs);
          await store.hit(keys.number, limits.numberWindowMs);
          await store.hit(keys.country, hourMs);
          await store.hit(keys.global, dayMs);
        },
        refused: () => store.delete(keys.hold),
      },
    };
  }
}
