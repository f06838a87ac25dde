import { WebSocket } from 'undici';

/** A frame as the sockets send it: a JSON object with its `type`. */
export type Frame = { type: string } & Record<string, unknown>;

/** A chat socket under test: every frame it heard, and a wait for the next of one type. */
export interface TestSocket {
  frames: Frame[];
  send(frame: unknown): void;
  sendRaw(data: string | Uint8Array): void;
  /** The first frame of `type` not taken yet (waits up to 5 s). */
  next(type: string): Promise<Frame>;
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>;
  close(): void;
}

/**
 * Opens a socket; resolves once open, or rejects when the server refused the upgrade (the
 * handshake's failure has no status in the WebSocket API: the caller checks what it needs).
 */
export const openSocket = (url: string, headers: Record<string, string> = {}) =>
  new Promise<TestSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const frames: Frame[] = [];
    const taken = new Set<Frame>();
    const waiters: (() => void)[] = [];
    let code: (value: number) => void = () => {};
    const closed = new Promise<number>((done) => {
      code = done;
    });
    socket.addEventListener('message', (event) => {
      frames.push(JSON.parse(String(event.data)) as Frame);
      waiters.splice(0).forEach((wake) => wake());
    });
    socket.addEventListener('close', (event) => {
      code(event.code);
      waiters.splice(0).forEach((wake) => wake());
    });
    socket.addEventListener('error', () => reject(new Error('socket refused')));
    socket.binaryType = 'arraybuffer';
    socket.addEventListener('open', () =>
      resolve({
        frames,
        send: (frame) => socket.send(JSON.stringify(frame)),
        sendRaw: (data) => socket.send(data),
        next: (type) =>
          new Promise<Frame>((found, fail) => {
            const timer = setTimeout(() => fail(new Error(`no ${type} frame`)), 5_000);
            const look = () => {
              const frame = frames.find((f) => f.type === type && !taken.has(f));
              if (frame) {
                taken.add(frame);
                clearTimeout(timer);
                found(frame);
              } else waiters.push(look);
            };
            look();
          }),
        closed,
        close: () => socket.close(),
      }),
    );
  });
