import { BffError } from '../errors.ts';
import type { CounterStore } from '../stores/counter-store.ts';
import { clientIpKey } from './client-ip.ts';

export interface LoginLimits {
  windowMs: number;
  /** Attempts per (account, client IP): stops guessing one account from one place. */
  maxPerAccountIp: number;
  /** Attempts per client IP over all accounts: stops spraying from one place. */
  maxPerIp: number;
}

/**
 * Login throttling at the bff (ASVS 6.3.1). There is deliberately no per-account counter: an
 * attacker could then lock any player out by failing on purpose. Guessing one account from
 * many addresses is the platform's job (its captcha after three failures). Every attempt is
 * counted before it is forwarded, so parallel guesses cannot race past; a successful login
 * gives its attempt back, so only failures accumulate and a player (or a carrier-grade NAT full
 * of players) logging in again and again is never throttled.
 */
export class LoginLimiter {
  readonly #store: CounterStore;
  readonly #limits: LoginLimits;
  readonly #now: () => number;

  constructor(store: CounterStore, limits: LoginLimits, now: () => number = Date.now) {
    this.#store = store;
    this.#limits = limits;
    this.#now = now;
  }

  /** The keys one attempt counts on. */
  #keys(ip: string, account: string | null): { key: string; max: number }[] {
    const ipKey = clientIpKey(ip);
    const { maxPerIp, maxPerAccountIp } = this.#limits;
    const keys = [{ key: `login:ip:${ipKey}`, max: maxPerIp }];
    if (account !== null) {
      keys.push({
        key: `login:pair:${account.trim().toLowerCase()}:${ipKey}`,
        max: maxPerAccountIp,
      });
    }
    return keys;
  }

  /**
   * Counts one attempt; throws 429 `TOO_MANY_REQUESTS` with `Retry-After` when over a limit.
   * The keys are counted in order and a refusal stops there, so a refused attempt adds no key:
   * an address over its budget cannot fill the store with (account, address) pairs.
   */
  async check(ip: string, account: string | null): Promise<void> {
    const { windowMs } = this.#limits;
    for (const { key, max } of this.#keys(ip, account)) {
      let count;
      try {
        count = await this.#store.hit(key, windowMs);
      } catch (error) {
        // Fail closed: an unreachable or full counter store must not switch the limit off.
        throw new BffError('session.store.unavailable', { cause: error });
      }
      if (count.count > max) {
        const seconds = Math.max(1, Math.ceil((count.resetAt - this.#now()) / 1000));
        throw new BffError('TOO_MANY_REQUESTS', { headers: { 'retry-after': String(seconds) } });
      }
    }
  }

  /** A successful login gives its attempt back. Best effort: the window ends anyway. */
  async succeeded(ip: string, account: string | null): Promise<void> {
    await Promise.all(this.#keys(ip, account).map(({ key }) => this.#store.release(key))).catch(
      () => undefined,
    );
  }
}
