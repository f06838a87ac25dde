import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { FakeHandler } from './fake-upstream.ts';

/**
 * Text a misbehaving platform puts in its answers (a stack frame, SQL, a password, an internal
 * host): none of it may reach the browser.
 */
export const leakMarkers = ['PlatformInternal', 'SELECT', 'hunter2', 'db-7.internal'] as const;

const internals =
  'PlatformInternal: java.sql.SQLException at com.platform.MemberDao.find(MemberDao.java:42) ' +
  "SELECT * FROM member WHERE password = 'hunter2' -- host db-7.internal";

/** An upper bound for every fault that streams, so a leaked server stops by itself. */
const maxTrickleBytes = 600;

const streamChunks = (response: ServerResponse, chunks: Iterable<Buffer | string>) => {
  // Readable.from waits for the socket (backpressure); a bff that hangs up ends the pipe.
  const source = Readable.from(chunks);
  response.on('close', () => source.destroy());
  source.pipe(response);
};

function* repeated(chunk: Buffer, times: number) {
  for (let index = 0; index < times; index += 1) yield chunk;
}

/** One gzip member of 8 MiB of zeros: about 8 KiB on the wire. */
const zeroMember = gzipSync(Buffer.alloc(8 * 1024 * 1024));

/**
 * The ways a platform can misbehave, each as a handler for `FakeUpstream.on`. Every one either
 * answers at once or keeps the connection until the bff hangs up (and stops by itself).
 */
export const faults = {
  /** Accepts the request and never answers. */
  hang: (() => undefined) satisfies FakeHandler,
  /** Sends its headers, then nothing. */
  headersThenSilence: ((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.flushHeaders();
  }) satisfies FakeHandler,
  /** One byte of a valid-looking answer every 100 ms (a per-chunk timeout never fires). */
  trickle: ((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const text = `{"success":true,"value":"${internals}${' '.repeat(maxTrickleBytes)}`;
    let sent = 0;
    const timer = setInterval(() => {
      if (sent >= maxTrickleBytes) {
        clearInterval(timer);
        response.end();
        return;
      }
      response.write(text.charAt(sent));
      sent += 1;
    }, 100);
    response.on('close', () => clearInterval(timer));
  }) satisfies FakeHandler,
  /** 500 with an envelope-like body whose code is no catalogue code and whose text is a leak. */
  serverErrorJson: ((_request, response) => {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        success: false,
        value: { trace: internals },
        message: internals,
        errorCode: 'java.sql.SQLException',
      }),
    );
  }) satisfies FakeHandler,
  /** 500 with an HTML stack trace. */
  serverErrorPage: ((_request, response) => {
    response.writeHead(500, { 'content-type': 'text/html' });
    response.end(`<html><body><h1>Internal Server Error</h1><pre>${internals}</pre></body></html>`);
  }) satisfies FakeHandler,
  /** 200 with a body that is not JSON. */
  invalidJson: ((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(`{"success":true,"value":"${internals}`);
  }) satisfies FakeHandler,
  /** 200 with 20 MiB of JSON-looking text. */
  hugeBody: ((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const filler = Buffer.alloc(64 * 1024, 'x');
    streamChunks(response, [
      Buffer.from(`{"success":true,"message":"${internals}","value":"`),
      ...repeated(filler, 320),
      Buffer.from('"}'),
    ]);
  }) satisfies FakeHandler,
  /** 200 `Content-Encoding: gzip` of 16 GiB of zeros (2048 gzip members, 16 MiB on the wire). */
  gzipBomb: ((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    streamChunks(response, repeated(zeroMember, 2048));
  }) satisfies FakeHandler,
};

export type FaultName = keyof typeof faults;

/** An origin where nothing listens: every connection is refused. */
export const refusingOrigin = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
};
