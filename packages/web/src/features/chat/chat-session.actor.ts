import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import type { ChatServerFrame } from '@his/shared/schemas/chat';
import type { ChatChannel } from '@his/shared/schemas/chat-limits';
import { chatSessionMachine } from '@his/machines/chat-session';
import type { ChatSocketCommand, ChatSocketEvent } from '@his/machines/chat-session/logic';
import { flowInspect } from '@/lib/flow-inspection.ts';

/** The bff's chat socket of this site (same origin: the session cookie goes with it). */
const socketUrl = (channel: ChatChannel): string => {
  const url = new URL('/bff/chat', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = new URLSearchParams({ channel }).toString();
  return url.href;
};

/**
 * Reads a server frame with the shared schema (null for anything else). The schema, with zod,
 * is a chunk of its own, asked for while the socket opens: the room's first screen needs none.
 */
let readFrame: Promise<(data: string) => ChatServerFrame | null> | null = null;
const frameReader = () => {
  readFrame ??= import('@his/shared/schemas/chat').then(({ chatServerFrameSchema }) => (data) => {
    try {
      const parsed = chatServerFrameSchema.safeParse(JSON.parse(data));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  });
  return readFrame;
};

/**
 * The chart's socket: one WebSocket per `connected` stay. It reports the opening, every frame
 * the shared schema accepts (anything else is ignored) and the close code, in the order they
 * came, sends what the chart tells it, and is closed (1000) when the chart leaves `connected`.
 */
const chatSocket = fromCallback<ChatSocketCommand, { channel: ChatChannel }>(
  ({ input, sendBack, receive }) => {
    const socket = new WebSocket(socketUrl(input.channel));
    const reader = frameReader();
    // Every report waits for the reader, so a close never overtakes the frames before it.
    let reports: Promise<unknown> = reader;
    let stopped = false;
    const tell = (event: ChatSocketEvent) => {
      if (!stopped) sendBack(event);
    };
    const inOrder = (report: (read: (data: string) => ChatServerFrame | null) => void) => {
      reports = reports.then(() => reader.then(report));
    };
    socket.addEventListener('open', () => inOrder(() => tell({ type: 'socket.opened' })));
    socket.addEventListener('message', (event: MessageEvent<unknown>) => {
      const { data } = event;
      if (typeof data !== 'string') return;
      inOrder((read) => {
        const frame = read(data);
        if (frame) tell({ type: 'socket.frame', frame });
      });
    });
    const onClose = (event: CloseEvent) =>
      inOrder(() => tell({ type: 'socket.closed', code: event.code }));
    socket.addEventListener('close', onClose);
    receive((command) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(command.frame));
    });
    return () => {
      stopped = true;
      socket.removeEventListener('close', onClose);
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
        socket.close(1000);
      }
    };
  },
);

const chatSessionLogic = chatSessionMachine.provide({ actors: { socket: chatSocket } });

/** The chat room's chart for one channel, for as long as the room shows. */
export const useChatSession = (channel: ChatChannel) => {
  const actor = useActorRef(chatSessionLogic, { input: { channel }, inspect: flowInspect });
  const snapshot = useSelector(actor, (state) => state);
  return { actor, snapshot };
};
