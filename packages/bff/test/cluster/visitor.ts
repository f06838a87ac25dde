import { Agent, request } from 'node:http';
import { csrfHeader } from '@his/shared/bff';
import { solveChallengeFrom } from '../helpers/challenge.ts';

export interface Answer {
  status: number;
  body: string;
  json(): unknown;
}

/**
 * A browser over real HTTP that connects from a loopback address of its own (127.0.0.0/8 is all
 * local on Linux), so that each scenario of the cluster test has its own client IP and its own
 * per-IP limits, as different visitors would. Keeps the session cookie and sends the CSRF header
 * with its Origin on state-changing calls, like the TestBrowser of the app tests.
 */
export class Visitor {
  cookie: string | null = null;
  readonly #base: string;
  readonly #localAddress: string;
  readonly #agent = new Agent({ keepAlive: true });

  constructor(base: string, localAddress = '127.0.0.1') {
    this.#base = base;
    this.#localAddress = localAddress;
  }

  /** The same visitor (cookie and address) talking to another instance. */
  at(base: string, localAddress?: string): Visitor {
    const other = new Visitor(base, localAddress);
    other.cookie = this.cookie;
    return other;
  }

  async call(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') {
      headers[csrfHeader.name] = csrfHeader.value;
      headers.origin = new URL(this.#base).origin;
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    // node:http, not fetch or undici: only it binds the client side to `localAddress`.
    const { status, body, setCookie } = await new Promise<{
      status: number;
      body: string;
      setCookie: string[];
    }>((resolve, reject) => {
      const outgoing = request(
        new URL(path, this.#base),
        { method, headers, agent: this.#agent, localAddress: this.#localAddress },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              setCookie: response.headers['set-cookie'] ?? [],
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
    for (const line of setCookie) {
      const [pair = ''] = line.split(';', 1);
      if (!/^(__Host-)?sid=/.test(pair)) continue;
      this.cookie = /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) ? null : pair;
    }
    return { status, body, json: () => JSON.parse(body) };
  }

  get = (path: string, headers?: Record<string, string>) =>
    this.call('GET', path, headers ? { headers } : {});
  post = (path: string, body: unknown, headers?: Record<string, string>) =>
    this.call('POST', path, { body, ...(headers ? { headers } : {}) });

  /** A solved challenge from the instance this visitor talks to. */
  challenge = () => solveChallengeFrom(async (path) => (await this.get(path)).json());

  /** Logs in (solving a challenge) and answers the platform's status. */
  async logIn(username: string, password: string, headers?: Record<string, string>) {
    return this.post(
      '/wps/session/login',
      { username, password, type: 'username', challenge: await this.challenge() },
      headers,
    );
  }

  close = () => this.#agent.destroy();
}
