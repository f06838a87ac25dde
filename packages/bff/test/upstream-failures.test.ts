import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestBff, loginBody, sameOrigin, withChallenge } from './helpers/bff.ts';

const tls = (name: string) => readFileSync(new URL(`./fixtures/tls/${name}`, import.meta.url));

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return String((server.address() as AddressInfo).port);
};

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

let app: FastifyInstance | undefined;
const servers: Server[] = [];
afterEach(async () => {
  await app?.close();
  await Promise.all(servers.splice(0).map(closeServer));
});

describe('upstream failures become coded errors', () => {
  it('answers 503 upstream.unavailable when nothing listens', async () => {
    const server = createHttpServer();
    const port = await listen(server);
    await closeServer(server);
    app = await buildTestBff(`http://127.0.0.1:${port}`);

    const forwarded = await app.inject({ url: '/wps/system/country' });
    expect(forwarded.statusCode).toBe(503);
    expect(forwarded.json()).toMatchObject({ success: false, errorCode: 'upstream.unavailable' });

    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: sameOrigin,
      payload: await withChallenge(app, loginBody),
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ errorCode: 'upstream.unavailable' });
  });

  it('answers 504 upstream.timeout when the platform does not answer in time', async () => {
    const server = createHttpServer(() => {
      // Never answers: the bff's headers timeout must end the wait.
    });
    servers.push(server);
    app = await buildTestBff(`http://127.0.0.1:${await listen(server)}`, {
      UPSTREAM_TIMEOUT_MS: '150',
    });

    const forwarded = await app.inject({ url: '/wps/system/country' });
    expect(forwarded.statusCode).toBe(504);
    expect(forwarded.json()).toMatchObject({ errorCode: 'upstream.timeout' });

    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: sameOrigin,
      payload: await withChallenge(app, loginBody),
    });
    expect(login.statusCode).toBe(504);
  });

  it('answers 504 when the body stalls after the headers', async () => {
    const server = createHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"success":');
    });
    servers.push(server);
    app = await buildTestBff(`http://127.0.0.1:${await listen(server)}`, {
      UPSTREAM_TIMEOUT_MS: '150',
    });

    const response = await app.inject({ url: '/wps/system/country' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ errorCode: 'upstream.timeout' });
  });

  it('refuses an upstream whose TLS certificate it cannot verify', async () => {
    let reached = false;
    const server = createHttpsServer(
      { key: tls('self-signed-key.pem'), cert: tls('self-signed-cert.pem') },
      (_request, response) => {
        reached = true;
        response.end('{"success":true,"value":[]}');
      },
    );
    servers.push(server);
    app = await buildTestBff(`https://127.0.0.1:${await listen(server)}`);

    const response = await app.inject({ url: '/wps/system/country' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ errorCode: 'upstream.bad.answer' });
    expect(reached).toBe(false);
  });
});
