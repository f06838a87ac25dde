import { createHash, randomBytes } from 'node:crypto';
import type { SessionData, SessionStore } from '../stores/session-store.ts';

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
  rememberMs: number;
}

export interface ActiveSession {
  id: string;
  data: SessionData;
}

/** What a new session may start with (a login's facts, or a captcha id before login). */
export type SessionStart = Partial<
  Pick<SessionData, 'token' | 'account' | 'nickname' | 'isAgent' | 'captchaId'>
>;

/** 32 random bytes in base64url: the only shape a session id can have. */
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** Store key and log reference of a session id: a dump or a log line holds no usable cookie. */
export const hashSessionId = (id: string): string =>
  createHash('sha256').update(id).digest('base64url');

/**
 * Session lifecycle over a `SessionStore`: fresh ids from the CSPRNG (ASVS 7.2.3), the idle
 * (rolling) and absolute limits enforced on every read (ASVS 7.3.1/7.3.2), and expired sessions
 * deleted when seen. The clock is injected so tests move time instead of sleeping.
 */
export class SessionManager {
  readonly #store: SessionStore;
  readonly #limits: SessionLimits;
  readonly #now: () => number;
  /**
   * Rolling renewals are written at most this often: a balance poll every few seconds should
   * not rewrite the session each time, and fewer writes leave less room for a late write to
   * resurrect a session that a logout deleted meanwhile.
   */
  readonly #touchIntervalMs: number;

  constructor(store: SessionStore, limits: SessionLimits, now: () => number = Date.now) {
    this.#store = store;
    this.#limits = limits;
    this.#now = now;
    this.#touchIntervalMs = Math.min(60_000, Math.floor(limits.idleMs / 10));
  }

  async load(id: string | undefined): Promise<ActiveSession | null> {
    if (!id || !sessionIdPattern.test(id)) return null;
    const key = hashSessionId(id);
    const data = await this.#store.get(key);
    if (!data) return null;
    const now = this.#now();
    if (now >= data.absoluteDeadline || now - data.lastSeenAt >= this.#limits.idleMs) {
      await this.#store.delete(key);
      return null;
    }
    if (now - data.lastSeenAt >= this.#touchIntervalMs) {
      data.lastSeenAt = now;
      await this.save({ id, data });
    }
    return { id, data };
  }

  async create(start: SessionStart, remember: boolean): Promise<ActiveSession> {
    const now = this.#now();
    const lifetime = remember ? this.#limits.rememberMs : this.#limits.absoluteMs;
    const session: ActiveSession = {
      id: randomBytes(32).toString('base64url'),
      data: {
        token: start.token ?? null,
        account: start.account ?? null,
        nickname: start.nickname ?? null,
        isAgent: start.isAgent ?? null,
        captchaId: start.captchaId ?? null,
        createdAt: now,
        lastSeenAt: now,
        absoluteDeadline: now + lifetime,
        remember,
      },
    };
    await this.save(session);
    return session;
  }

  async save({ id, data }: ActiveSession): Promise<void> {
    const expiresAt = Math.min(data.lastSeenAt + this.#limits.idleMs, data.absoluteDeadline);
    await this.#store.set(hashSessionId(id), data, expiresAt - this.#now());
  }

  async destroy(id: string): Promise<void> {
    await this.#store.delete(hashSessionId(id));
  }

  /** Seconds the cookie of a session may live: only remember-me cookies outlive the browser. */
  cookieMaxAgeSeconds({ data }: ActiveSession): number | undefined {
    if (!data.remember) return undefined;
    return Math.max(0, Math.floor((data.absoluteDeadline - this.#now()) / 1000));
  }
}
