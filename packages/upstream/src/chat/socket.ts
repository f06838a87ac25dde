import type { WebSocket } from '@fastify/websocket';
import type { z } from 'zod';
import type { ChatPeer } from './hub.ts';

/**
 * What the chat sockets share: JSON frames in and out, one frame handled at a time (in order),
 * and a peer the hub can write to.
 */

export const peerOf = (socket: WebSocket): ChatPeer => ({
  send: (frame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  },
  close: (code, reason) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
      socket.close(code, reason);
    }
  },
});

/** The frame as the schema reads it, or null for anything else (not JSON, not a known frame). */
export const parseFrame = <S extends z.ZodType>(
  schema: S,
  data: unknown,
  isBinary: boolean,
): z.output<S> | null => {
  if (isBinary || !(data instanceof Buffer)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
};

/**
 * Runs each frame's handler after the previous one finished, so a member's messages are stored
 * in the order they were sent. A failing handler reports through `onError` and the queue goes on.
 */
export const serialQueue = (onError: (error: unknown) => void) => {
  let tail: Promise<void> = Promise.resolve();
  return (work: () => Promise<void>) => {
    tail = tail.then(work).catch(onError);
  };
};
