import { createChallenge } from 'altcha-lib/v1';
import { vi } from 'vitest';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { Permission } from '@his/shared/schemas/system';
import { DepositBff } from './deposit-bff.ts';
import {
  balanceOf,
  captchaPng,
  countries,
  demoAgent,
  demoPlayer,
  permission,
  sessionOf,
} from './fixtures.ts';
import { ProfileBff } from './profile-bff.ts';
import { RecordsBff } from './records-bff.ts';
import { WalletBff } from './wallet-bff.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export interface Reply {
  status: number;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** A platform envelope carrying a value. */
export const ok = (value: unknown): Reply => ({
  status: 200,
  body: { success: true, value, message: '', errorCode: '' },
});

/** A failed envelope; its message is text the web must never show. */
export const fail = (errorCode: string, status: number, value: unknown = null): Reply => ({
  status,
  body: { success: false, value, message: 'server text never shown', errorCode },
});

interface Account {
  password: string;
  member: MemberInfo;
}

const accounts: Record<string, Account> = {
  demo_player: { password: 'Demo1234', member: demoPlayer },
  demo_agent: { password: 'Demo1234', member: demoAgent },
  demo_change: {
    password: '123456',
    member: { ...demoPlayer, id: 3, account: 'demo_change', nickname: 'Change Me' },
  },
};

/**
 * The bff as the browser sees it, behind `fetch`: the only thing the web tests replace. It
 * keeps a login state, answers the registry calls the web makes and records every request.
 */
export class FakeBff {
  readonly requests: RecordedRequest[] = [];
  /** The member of the bff session, or null for a visitor. */
  member: MemberInfo | null = null;
  balance = 10_000;
  permission: Permission = permission();
  /** Every failed login answers `{ captcha: true }` once this is on. */
  captchaAfterFailure = false;
  private readonly handlers = new Map<string, Handler>();
  /** The withdrawal side (payment password, cards, withdrawals), in memory. */
  readonly wallet: WalletBff;
  /** The deposit side (channels, orders the test decides), in memory. */
  readonly deposits: DepositBff;
  /** The record calls (a betting record, an account record …) and the catalogue's lanes. */
  readonly records: RecordsBff;
  /** The profile of My account (avatar, bound contacts, nickname and mobile binds). */
  readonly profile: ProfileBff;

  constructor() {
    this.on('GET', '/wps/system/status', () => ok(this.permission));
    this.on('GET', '/wps/system/country', () => ok(countries));
    this.on('GET', '/bff/session', () => ({ status: 200, body: sessionOf(this.member) }));
    // A real ALTCHA challenge with a tiny range, so solving it in the test takes no time.
    this.on('GET', '/bff/challenge', async () => ({
      status: 200,
      body: await createChallenge({ hmacKey: 'web-tests', maxnumber: 50 }),
    }));
    this.on('GET', '/wps/member/info', () =>
      this.member ? ok(this.member) : fail('login.not.session', 401),
    );
    this.on('GET', '/wps/v2/wallets/balance', () =>
      this.member ? ok(balanceOf(this.balance)) : fail('login.not.session', 401),
    );
    this.on('GET', '/wps/captcha', () => ok(captchaPng));
    this.on('POST', '/wps/session/login', (request) => this.login(request.body));
    this.on('DELETE', '/wps/session/logout', () => {
      this.member = null;
      return ok(null);
    });
    this.wallet = new WalletBff(this);
    this.deposits = new DepositBff(this);
    this.records = new RecordsBff(this);
    this.profile = new ProfileBff(this);
  }

  /** Replaces the answer of one method and path. */
  on(method: string, path: string, handler: Handler): this {
    this.handlers.set(`${method} ${path}`, handler);
    return this;
  }

  /** Holds the next answers of a call until `release` is called. */
  hold(method: string, path: string): () => void {
    const handler = this.handlers.get(`${method} ${path}`);
    if (!handler) throw new Error(`no handler for ${method} ${path}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    this.on(method, path, async (request) => {
      await held;
      return handler(request);
    });
    return release;
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** Puts this fake in place of `fetch` for the current test. */
  install(): this {
    vi.stubGlobal('fetch', this.fetch);
    return this;
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    this.requests.push(request);
    const handler = this.handlers.get(`${method} ${url.pathname}`);
    const reply = handler ? await handler(request) : fail('not.found', 404);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  protected login(body: unknown): Reply {
    const { username, password } = (body ?? {}) as { username?: string; password?: string };
    const account = username ? accounts[username] : undefined;
    if (!account || account.password !== password) {
      return fail('login.failed', 400, this.captchaAfterFailure ? { captcha: true } : null);
    }
    this.member = account.member;
    return ok({ firstTimeLogin: false, passwordExpired: false, userName: username });
  }
}
