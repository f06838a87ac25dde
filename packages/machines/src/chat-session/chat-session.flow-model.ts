import type { ChatServerFrame } from '@his/shared/schemas/chat';
import { chatCloseCodes } from '@his/shared/schemas/chat-limits';
import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, afterEvent } from '../testing/flow-model.ts';
import { lastIdOf } from './chat-session.logic.ts';
import { chatSessionMachine } from './chat-session.machine.ts';

/** The one client id of the model's sends (a send repeated with it is the same message). */
const modelClientId = '0b7e3c2a-4f5d-4e6a-9b8c-1d2e3f4a5b6c';
const at = Date.parse('2026-11-28T10:00:00Z');

const frame = (value: ChatServerFrame) => ({ type: 'socket.frame' as const, frame: value });
const closed = (code: number) => ({ type: 'socket.closed' as const, code });

const operatorMessage = {
  id: 11,
  from: 'operator' as const,
  text: 'How can I help?',
  at,
  clientId: null,
};
const ownMessage = { id: 10, from: 'member' as const, text: 'Hello', at, clientId: modelClientId };

/**
 * Model of the chat room: the socket opening and answering `ready` (empty, or with the
 * operator's message), the member's send, its echo, a refused send and its retry, the operator
 * typing, answering and reading, the member reading, every close (lost, no session, forbidden,
 * ended, flood), the back-off, the member's retry, close and restart.
 */
export const chatSessionFlowModel: FlowModel<typeof chatSessionMachine> = {
  machine: chatSessionMachine,
  inputs: { live: { channel: 'live' } },
  events: {
    'socket opened': { type: 'socket.opened' },
    'ready empty': frame({
      type: 'ready',
      conversation: { id: 1, channel: 'live' },
      messages: [],
      operatorReadUpTo: 0,
    }),
    'ready with answer': frame({
      type: 'ready',
      conversation: { id: 1, channel: 'live' },
      messages: [operatorMessage],
      operatorReadUpTo: 0,
    }),
    send: { type: 'chat.send', clientId: modelClientId, text: 'Hello' },
    echo: frame({ type: 'message', message: ownMessage }),
    'send refused': frame({ type: 'error', code: 'chat.rate.limited', clientId: modelClientId }),
    resend: { type: 'chat.resend', clientId: modelClientId },
    'operator typing': frame({ type: 'typing' }),
    'operator answers': frame({ type: 'message', message: operatorMessage }),
    'operator read': frame({ type: 'read', upTo: 10 }),
    typing: { type: 'chat.typing' },
    read: { type: 'chat.read' },
    'connection lost': closed(1006),
    'no session': closed(chatCloseCodes.noSession),
    forbidden: closed(chatCloseCodes.forbidden),
    'conversation ended': closed(chatCloseCodes.conversationClosed),
    flood: closed(chatCloseCodes.rateLimited),
    'reconnect due': afterEvent('backoff', 'chatSession.reconnecting'),
    'typing over': afterEvent('typingShow', 'chatSession.connected.open.operatorTyping'),
    retry: { type: 'chat.retry' },
    close: { type: 'chat.close' },
    restart: { type: 'chat.restart' },
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      messages: context.messages.map((item) => `${item.from}:${item.status}`).join(','),
      conversation: context.conversationId !== null,
      read: context.operatorReadUpTo > 0,
      readSent: context.readSent > 0,
      retrying: context.attempts > 0,
    }),
  invariants: [
    {
      name: 'the back-off is reset once the room is open, and counted while reconnecting',
      holds: (snapshot) =>
        (!snapshot.hasTag('open') || snapshot.context.attempts === 0) &&
        (!snapshot.hasTag('reconnecting') || snapshot.context.attempts > 0),
    },
    {
      name: 'each stored message and each send shows once',
      holds: (snapshot) => {
        const keys = snapshot.context.messages.map((item) => item.key);
        return new Set(keys).size === keys.length;
      },
    },
    {
      name: 'the socket runs exactly while connected',
      holds: (snapshot) => 'socket' in snapshot.children === snapshot.matches('connected'),
    },
    {
      name: 'a read mark is never sent past what was received',
      holds: (snapshot) => snapshot.context.readSent <= lastIdOf(snapshot.context.messages),
    },
    {
      name: 'an ended conversation leaves nothing of itself',
      holds: (snapshot) =>
        !snapshot.matches({ closed: 'ended' }) ||
        (snapshot.context.conversationId === null && snapshot.context.messages.length === 0),
    },
  ],
  waivers: [],
  maxPaths: 2500,
};
