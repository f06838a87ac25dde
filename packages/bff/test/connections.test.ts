import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeUpstream } from './helpers/fake-upstream.ts';
import type { FakeUpstream } from './helpers/fake-upstream.ts';
import { startBff } from '../src/start.ts';
import type { StartedBff } from '../src/start.ts';
import { loadBffConfig } from '../src/config.ts';
import { fixtureWebDist } from './helpers/bff.ts';

let upstream: FakeUpstream;
let bff: StartedBff;
let port: number;

beforeEach(async () => {
  upstream = await startFakeUpstream();
  const config = loadBffConfig({
    UPSTREAM_URL: upstream.url,
    WEB_DIST: fixtureWebDist,
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    REQUEST_TIMEOUT_MS: '1000',
    HEADERS_TIMEOUT_MS: '1000',
    MAX_CONNECTIONS_PER_IP: '5',
  });
  bff = await startBff(config);
  port = Number(new URL(bff.url).port);
});
afterEach(async () => {
  await bff.close();
  await upstream.close();
});

/** A raw connection that collects everything the server sends until it closes. */
const open = () => {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, connected };
};

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1]);
const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim();

describe('connections the bff will not keep open', () => {
  it('cuts off a request whose body trickles in, with 408 and the coded envelope', async () => {
    const { socket, closed, connected } = open();
    await connected;
    socket.write(
      'POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nX-CSRF: 1\r\nOrigin: http://localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // The attack: one byte at a time, never finishing, until the server gives up.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    const raw = await closed.finally(() => clearInterval(trickle));
    expect(statusOf(raw)).toBe(408);
    expect(raw).toContain('"errorCode":"request_param_err"');
    expect(headerOf(raw, 'x-content-type-options')).toBe('nosniff');
  });

  it('cuts off a request whose headers never end', async () => {
    const { socket, closed, connected } = open();
    await connected;
    socket.write('GET /bff/health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-A: b\r\n'), 100);
    const raw = await closed.finally(() => clearInterval(trickle));
    expect([408, 431]).toContain(statusOf(raw));
  });

  it('answers headers too large with 431, the coded envelope and the security headers', async () => {
    const { socket, closed, connected } = open();
    await connected;
    socket.write(
      `GET /bff/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const raw = await closed;
    expect(statusOf(raw)).toBe(431);
    expect(raw).toContain('"errorCode":"request_param_err"');
    expect(headerOf(raw, 'content-security-policy')).toContain("default-src 'none'");
    expect(headerOf(raw, 'permissions-policy')).toContain('camera=()');
    expect(headerOf(raw, 'cache-control')).toBe('no-store');
  });

  it('answers a malformed request with 400 and the security headers', async () => {
    const { socket, closed, connected } = open();
    await connected;
    socket.write('NOT A REQUEST\r\n\r\n');
    const raw = await closed;
    expect(statusOf(raw)).toBe(400);
    expect(headerOf(raw, 'x-frame-options')).toBe('DENY');
  });

  it('holds at most MAX_CONNECTIONS_PER_IP connections of one address and takes more once one closes', async () => {
    const held = Array.from({ length: 5 }, open);
    await Promise.all(held.map(({ connected }) => connected));
    // The server counts a connection once it accepted it: one answered request per socket proves it.
    await Promise.all(
      held.map(
        ({ socket }) =>
          new Promise<void>((resolve) => {
            socket.once('data', () => resolve());
            socket.write('GET /bff/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
          }),
      ),
    );
    const extra = open();
    expect(await extra.closed).toBe('');

    held[0]?.socket.destroy();
    await held[0]?.closed;
    const health = await waitForHealth();
    expect(health).toBe(200);
    for (const { socket } of held) socket.destroy();
  });
});

describe('a browser that goes away during a call', () => {
  it('drops the platform answer that comes after it, and the process lives on', async () => {
    let answer: (() => void) | undefined;
    upstream.on('GET /wps/system/country', (_request, response) => {
      answer = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ success: true, value: [], message: '', errorCode: null }));
      };
    });
    const { socket, closed, connected } = open();
    await connected;
    socket.write('GET /wps/system/country HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await until(() => answer !== undefined);
    socket.destroy();
    await closed;
    // The bff learns of the closed socket on its own schedule; the answer must come after it.
    await new Promise((resolve) => setImmediate(resolve));
    answer?.();
    await until(() => upstream.requests.length > 0);
    expect(await waitForHealth()).toBe(200);
  });
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

/** The server notices a closed socket on its own schedule: retry until it answers. */
const waitForHealth = async (): Promise<number> => {
  for (;;) {
    const { socket, closed, connected } = open();
    await connected.catch(() => undefined);
    socket.write('GET /bff/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const raw = await closed;
    if (raw) return statusOf(raw);
  }
};
