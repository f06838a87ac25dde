import { csrfHeader } from '@his/shared/bff';
import { calls } from '@his/shared/calls';
import { solveChallengeFrom } from './challenge.ts';

export interface SeenResponse {
  method: string;
  path: string;
  status: number;
  headers: string;
  body: string;
}

export interface BrowserAnswer {
  status: number;
  headers: Headers;
  body: string;
  json(): unknown;
}

/** GETs the web sends the CSRF header with (registry `sideEffects`). */
const sideEffectPaths = new Set<string>(
  Object.values(calls)
    .filter((call) => call.sideEffects)
    .map((call) => call.path),
);

/**
 * A minimal browser over real HTTP: keeps the bff's session cookie, marks every fetch
 * same-origin as a browser does, sends the CSRF header (and its own Origin) on state-changing
 * calls as the web does, and remembers every response it saw.
 */
export class TestBrowser {
  readonly seen: SeenResponse[] = [];
  cookie: string | null = null;
  readonly #base: string;

  constructor(base: string) {
    this.#base = base;
  }

  async call(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<BrowserAnswer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'sec-fetch-site': 'same-origin',
      ...options.headers,
    };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = new URL(this.#base).origin;
    if (method !== 'GET' || sideEffectPaths.has(new URL(path, this.#base).pathname)) {
      headers[csrfHeader.name] = csrfHeader.value;
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.#base), {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const body = await response.text();
    this.seen.push({
      method,
      path,
      status: response.status,
      headers: JSON.stringify([...response.headers]),
      body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';', 1);
      if (!/^(__Host-)?sid=/.test(pair)) continue;
      this.cookie = /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) ? null : pair;
    }
    return {
      status: response.status,
      headers: response.headers,
      body,
      json: () => JSON.parse(body),
    };
  }

  get = (path: string) => this.call('GET', path);
  /** A solved challenge from the bff, for the `challenge` field of the next body. */
  challenge = () => solveChallengeFrom(async (path) => (await this.get(path)).json());
  post = (path: string, body: unknown) => this.call('POST', path, { body });
}
