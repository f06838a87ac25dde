import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Exchange {
  method: string;
  path: string;
  requestHeaders: IncomingHttpHeaders;
  status: number;
  responseBody: string;
}

export interface RecordingProxy {
  url: string;
  exchanges: Exchange[];
  close(): Promise<void>;
}

/**
 * Sits between the bff and the real upstream and records both directions, so a test can see
 * exactly what the platform received and what it answered (the token, for instance).
 */
export const startRecordingProxy = async (target: string): Promise<RecordingProxy> => {
  const exchanges: Exchange[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const forward = httpRequest(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          const answerChunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
          answer.on('end', () => {
            const body = Buffer.concat(answerChunks);
            exchanges.push({
              method: incoming.method ?? 'GET',
              path: incoming.url ?? '/',
              requestHeaders: incoming.headers,
              status: answer.statusCode ?? 0,
              responseBody: body.toString('utf8'),
            });
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            outgoing.end(body);
          });
        },
      );
      forward.on('error', () => {
        outgoing.writeHead(502);
        outgoing.end();
      });
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
