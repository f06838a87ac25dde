import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desDecrypt, rsaDecryptKey } from '@his/shared/platform-cipher';

interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FakeHandler = (
  request: RecordedRequest,
  response: ServerResponse,
) => void | Promise<void>;

export interface FakeUpstream {
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Requests other than the RSA key fetch, which the bff makes on its own. */
  calls(): RecordedRequest[];
  /** Replaces or adds the handler of `METHOD /path`. */
  on(route: string, handler: FakeHandler): void;
  /** Decrypts the body of an encrypted call the way the platform does. */
  decrypt(request: RecordedRequest): unknown;
  /** A new RSA key: what the bff cached no longer decrypts. */
  rotateKey(): void;
  /** Connections from the bff still open (a call the bff gave up on must not hold one). */
  openConnections(): Promise<number>;
  close(): Promise<void>;
}

export const token = 'tok_0123456789abcdef0123456789abcdef';
const memberInfo = {
  id: 7,
  account: 'demo_player',
  nickname: 'Demo Player',
  type: 0,
  toUpline: false,
  mobile: null,
  regDate: 1_700_000_000_000,
  clubLabel: { labelName: 'Bronze', rankLevel: 1 },
  memberLabel: [],
};

const hexOf = (base64url: string | undefined) =>
  Buffer.from(base64url ?? '', 'base64url').toString('hex');

const newKey = () => {
  const jwk = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
    format: 'jwk',
  });
  return { modulus: hexOf(jwk.n), privateExponent: hexOf(jwk.d) };
};

export const json = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

export const envelope = (value: unknown) => ({ success: true, value, message: '', errorCode: '' });
export const failure = (errorCode: string, value: unknown = null) => ({
  success: false,
  value,
  message: errorCode,
  errorCode,
});

const registered = (userName: string) =>
  envelope({ token, firstTimeLogin: true, passwordExpired: false, userName });

/** Issue 3's account calls, answering like the platform when the input looks right. */
const accountHandlers = (
  accountToken: string,
  decrypt: (request: RecordedRequest) => unknown,
): [string, FakeHandler][] => {
  const decrypted = (request: RecordedRequest): Record<string, unknown> | null => {
    try {
      const body = decrypt(request);
      return typeof body === 'object' && body !== null ? { ...body } : null;
    } catch {
      return null;
    }
  };
  const register: FakeHandler = (request, response) => {
    const body = decrypted(request);
    if (!body) return json(response, 400, failure('decrypt.failed'));
    if (body.username === 'taken_name') {
      return json(response, 409, failure('username.taken', { field: 'username' }));
    }
    json(response, 200, registered(String(body.username ?? body.mobileNum)));
  };
  const authorised = (request: RecordedRequest) => request.headers.authorization === accountToken;
  return [
    ['PUT /wps/member/register', register],
    ['PUT /wps/member/register/mobile', register],
    [
      'POST /wps/verification/sms/noLogin',
      (_request, response) => json(response, 200, envelope({ expiredMinutes: 5 })),
    ],
    [
      'POST /wps/verification/sms/register',
      (_request, response) => json(response, 200, envelope({ expiredMinutes: 5 })),
    ],
    [
      'POST /wps/member/password',
      (request, response) => {
        if (!authorised(request)) return json(response, 401, failure('login.not.session'));
        if (!decrypted(request)) return json(response, 400, failure('decrypt.failed'));
        json(response, 200, envelope(null));
      },
    ],
    [
      'POST /wps/member/password/verification',
      (request, response) =>
        decrypted(request)
          ? json(response, 200, envelope(null))
          : json(response, 400, failure('decrypt.failed')),
    ],
    [
      'POST /wps/member/password/email',
      (_request, response) => json(response, 200, envelope(null)),
    ],
    [
      'GET /wps/agent/affiliate',
      (request, response) =>
        request.query.get('code') === 'AGENT01'
          ? json(response, 200, envelope(null))
          : json(response, 400, failure('affiliate.invalid')),
    ],
  ];
};

/**
 * A small stand-in for the platform over real HTTP: records every request and answers from
 * replaceable handlers. It speaks the platform cipher, so the login it sees is the real one.
 */
export const startFakeUpstream = async (): Promise<FakeUpstream> => {
  let key = newKey();
  const requests: RecordedRequest[] = [];
  const decrypt = (request: RecordedRequest): unknown => {
    const encryption = request.headers.encryption;
    if (typeof encryption !== 'string') throw new Error('no Encryption header');
    const sessionKey = rsaDecryptKey(encryption, key.modulus, key.privateExponent);
    const { value } = JSON.parse(request.body) as { value: string };
    return JSON.parse(desDecrypt(value, sessionKey));
  };
  const handlers = new Map<string, FakeHandler>([
    [
      'GET /wps/session/key/rsa',
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(key.modulus);
      },
    ],
    [
      'POST /wps/session/login',
      (request, response) => {
        let body: unknown;
        try {
          body = decrypt(request);
        } catch {
          return json(response, 400, failure('decrypt.failed'));
        }
        const { username, password } = body as { username?: string; password?: string };
        if (username !== 'demo_player' || password !== 'Demo1234') {
          return json(response, 400, failure('login.failed', { captcha: true }));
        }
        json(
          response,
          200,
          envelope({
            token,
            firstTimeLogin: false,
            passwordExpired: false,
            userName: 'demo_player',
          }),
        );
      },
    ],
    [
      'POST /wps/session/login/freeplay',
      (_request, response) =>
        json(
          response,
          200,
          envelope({
            token,
            firstTimeLogin: true,
            passwordExpired: false,
            userName: 'trial_1',
            customerType: 4,
          }),
        ),
    ],
    ['DELETE /wps/session/logout', (_request, response) => json(response, 200, envelope(null))],
    [
      'GET /wps/member/info',
      (request, response) =>
        request.headers.authorization === token
          ? json(response, 200, envelope(memberInfo))
          : json(response, 401, failure('login.not.session')),
    ],
    [
      'GET /wps/v2/wallets/balance',
      (request, response) =>
        request.headers.authorization === token
          ? json(
              response,
              200,
              envelope({
                sumBalance: 10000,
                balance: [{ accountTypeId: 2, availBalance: 10000 }],
                currency: 'USD',
                currencySymbol: '$',
              }),
            )
          : json(response, 401, failure('login.not.session')),
    ],
    [
      'GET /wps/captcha',
      (_request, response) =>
        json(response, 200, envelope('iVBORw0KGgo='), {
          'set-cookie': 'captchaId=cap-123; HttpOnly; Path=/',
        }),
    ],
    ['GET /wps/system/country', (_request, response) => json(response, 200, envelope([]))],
    ...accountHandlers(token, (request) => decrypt(request)),
  ]);

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://upstream');
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const handler = handlers.get(`${request.method} ${request.path}`);
      if (!handler) return json(response, 404, failure('not.found'));
      void Promise.resolve(handler(request, response)).catch(() =>
        json(response, 500, failure('system.busy')),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: () => requests.filter((request) => request.path !== '/wps/session/key/rsa'),
    on: (route, handler) => handlers.set(route, handler),
    decrypt,
    rotateKey: () => {
      key = newKey();
    },
    openConnections: () =>
      new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
