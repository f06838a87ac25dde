/**
 * What the bff keeps per browser. The token never leaves the bff; the rest is what
 * `GET /bff/session` may tell the web. Times are epoch milliseconds of the session layer's clock.
 * A store that serialises (Redis) should validate what it reads back before returning it.
 */
export interface SessionData {
  /** Upstream token; null before login and after the upstream ended the login (401). */
  token: string | null;
  account: string | null;
  nickname: string | null;
  /** Member type (`isAgentType` tells agents apart); named as the web's session contract has it. */
  isAgent: number | null;
  /** Captcha the upstream bound to this browser, sent back as `Cookie: captchaId=...`. */
  captchaId: string | null;
  createdAt: number;
  lastSeenAt: number;
  absoluteDeadline: number;
  /** Remember me: persistent cookie and the longer absolute lifetime. */
  remember: boolean;
}

/**
 * Server-side session storage. Async so that a shared store (Redis) can implement it; keys are
 * already hashed session ids, so a dump of the store holds no usable cookie. `ttlMs` is when the
 * entry may be forgotten; the session layer enforces the idle and absolute limits itself too.
 */
export interface SessionStore {
  get(id: string): Promise<SessionData | undefined>;
  set(id: string, data: SessionData, ttlMs: number): Promise<void>;
  delete(id: string): Promise<void>;
}
