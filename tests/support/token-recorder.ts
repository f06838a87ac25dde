import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';

/**
 * A pass-through HTTP proxy between the bff and the upstream that records every `token` the
 * upstream puts in a JSON answer. The end-to-end test then proves none of them ever reaches the
 * browser. `GET /__tokens` lists what it saw.
 */
export const startTokenRecorder = async (target: string) => {
  const tokens = new Set<string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'token' && typeof value === 'string') tokens.add(value);
        else collect(value);
      }
    }
  };

  const server = createServer((req, res) => {
    if (req.url === '/__tokens') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify([...tokens]));
      return;
    }
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          if (String(answer.headers['content-type']).includes('json')) {
            try {
              collect(JSON.parse(body.toString('utf8')));
            } catch {
              // Not JSON after all: nothing to record.
            }
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // WebSocket upgrades (the live chat) pass through untouched: the upstream mints no token there.
  const upgraded = new Set<{ destroy(): void }>();
  server.on('upgrade', (req, socket, head) => {
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    const { hostname, port } = new URL(target);
    const upstream = connect(Number(port), hostname, () => {
      const headers: string[] = [];
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
        headers.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  // Longer than the bff pool keeps idle sockets, as any real upstream is configured.
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        upgraded.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
};
