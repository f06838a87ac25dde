import { assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import type { ChatServerFrame } from '@his/shared/schemas/chat';
import type { ChatChannel, ChatErrorCode } from '@his/shared/schemas/chat-limits';
import {
  backoffMs,
  closedStateOf,
  lastIdOf,
  lastOperatorIdOf,
  markSend,
  mergeMessage,
  pendingItem,
  refusedSendCodes,
  typingShowMs,
  type ChatItem,
  type ChatSessionInput,
  type ChatSocketCommand,
  type ChatSocketEvent,
} from './chat-session.logic.ts';

export interface ChatSessionContext {
  /** The channel asked for, then the one the platform serves (named by each `ready`). */
  channel: ChatChannel;
  /** The conversation the platform named in its last `ready`; null before the first. */
  conversationId: number | null;
  messages: ChatItem[];
  /** The operator has read the member's messages up to this id. */
  operatorReadUpTo: number;
  /** The highest operator message id the member's reading was sent for. */
  readSent: number;
  /** Reconnect attempts since the socket was last ready (the back-off grows with it). */
  attempts: number;
  /** The code of the last refused frame (shown as a notice), or null. */
  error: ChatErrorCode | null;
}

export type ChatSessionEvent =
  | { type: 'chat.send'; clientId: string; text: string }
  | { type: 'chat.resend'; clientId: string }
  | { type: 'chat.typing' }
  | { type: 'chat.read' }
  | { type: 'chat.retry' }
  | { type: 'chat.close' }
  | { type: 'chat.restart' }
  | ChatSocketEvent;

export type ChatSessionTag = 'connecting' | 'open' | 'reconnecting' | 'closed';

type FrameOf<T extends ChatServerFrame['type']> = Extract<ChatServerFrame, { type: T }>;
const frameOf = <T extends ChatServerFrame['type']>(
  event: ChatSessionEvent,
  type: T,
): FrameOf<T> | null =>
  event.type === 'socket.frame' && event.frame.type === type ? (event.frame as FrameOf<T>) : null;

const closedTo = (state: string) => ({
  guard: { type: 'closesWith' as const, params: { state } },
  target: `#chatSession.closed.${state}`,
});

/**
 * A member's live chat room (issue 17). The web supplies `socket`, its WebSocket to the bff
 * (`/bff/chat?channel=…`): it reports `socket.opened`, each server frame and `socket.closed` with
 * the close code, sends what the chart tells it, and closes when the chart leaves `connected`.
 *
 * Once the socket is open the chart sends `resume` with the last message id it holds; the
 * `ready` answer merges the missed messages and re-sends every pending message with its client
 * id (the platform stores each once). A lost socket is reconnected after an exponential back-off
 * with jitter (1 s doubling to 30 s, reset once ready). A close for a reason (no session,
 * forbidden, the conversation ended, a flood) ends the room without reconnecting; the member
 * may start again.
 */
export const chatSessionMachine = setup({
  types: {
    context: {} as ChatSessionContext,
    events: {} as ChatSessionEvent,
    input: {} as ChatSessionInput,
    tags: {} as ChatSessionTag,
  },
  actors: {
    socket: fromCallback<ChatSocketCommand, { channel: ChatChannel }>(() => undefined),
  },
  delays: {
    backoff: ({ context }) => backoffMs(context.attempts, Math.random()),
    typingShow: typingShowMs,
  },
  guards: {
    isReady: ({ event }) => frameOf(event, 'ready') !== null,
    isOperatorMessage: ({ event }) => frameOf(event, 'message')?.message.from === 'operator',
    isOwnMessage: ({ event }) => frameOf(event, 'message')?.message.from === 'member',
    isTyping: ({ event }) => frameOf(event, 'typing') !== null,
    isRead: ({ event }) => frameOf(event, 'read') !== null,
    isError: ({ event }) => frameOf(event, 'error') !== null,
    closesWith: ({ event }, params: { state: string }) =>
      event.type === 'socket.closed' && closedStateOf(event.code) === params.state,
    hasUnread: ({ context }) => lastOperatorIdOf(context.messages) > context.readSent,
    isFailedSend: ({ context, event }) =>
      event.type === 'chat.resend' &&
      context.messages.some((item) => item.clientId === event.clientId && item.status === 'failed'),
    isNewSend: ({ context, event }) =>
      event.type === 'chat.send' &&
      event.text.trim().length > 0 &&
      !context.messages.some((item) => item.clientId === event.clientId),
  },
  actions: {
    addPending: assign(({ context, event }) =>
      event.type === 'chat.send'
        ? { messages: [...context.messages, pendingItem(event.clientId, event.text)], error: null }
        : {},
    ),
    sendNew: sendTo('socket', ({ event }): ChatSocketCommand => {
      const send = event as Extract<ChatSessionEvent, { type: 'chat.send' }>;
      return {
        type: 'socket.send',
        frame: { type: 'send', clientId: send.clientId, text: send.text.trim() },
      };
    }),
    markResent: assign(({ context, event }) =>
      event.type === 'chat.resend'
        ? { messages: markSend(context.messages, event.clientId, 'pending'), error: null }
        : {},
    ),
    sendAgain: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'chat.resend') return;
      const item = context.messages.find((each) => each.clientId === event.clientId);
      if (!item?.clientId) return;
      const frame = { type: 'send' as const, clientId: item.clientId, text: item.text };
      enqueue.sendTo('socket', { type: 'socket.send', frame } satisfies ChatSocketCommand);
    }),
    sendResume: sendTo('socket', ({ context }): ChatSocketCommand => ({
      type: 'socket.send',
      frame: { type: 'resume', after: lastIdOf(context.messages) },
    })),
    applyReady: assign(({ context, event }) => {
      const ready = frameOf(event, 'ready');
      if (!ready) return {};
      // A new conversation (the last one ended meanwhile): only unsent messages carry over.
      const kept =
        context.conversationId === null || context.conversationId === ready.conversation.id
          ? context.messages
          : context.messages.filter((item) => item.id === null);
      return {
        // The channel the platform serves (a member below the VIP ranks asking for VIP gets live).
        channel: ready.conversation.channel,
        conversationId: ready.conversation.id,
        messages: ready.messages.reduce(mergeMessage, kept),
        operatorReadUpTo: Math.max(context.operatorReadUpTo, ready.operatorReadUpTo),
        attempts: 0,
      };
    }),
    resendPending: enqueueActions(({ context, enqueue }) => {
      for (const item of context.messages) {
        if (item.status !== 'pending' || item.clientId === null) continue;
        const frame = { type: 'send' as const, clientId: item.clientId, text: item.text };
        enqueue.sendTo('socket', { type: 'socket.send', frame } satisfies ChatSocketCommand);
      }
    }),
    addMessage: assign(({ context, event }) => {
      const frame = frameOf(event, 'message');
      return frame ? { messages: mergeMessage(context.messages, frame.message) } : {};
    }),
    rememberOperatorRead: assign(({ context, event }) => ({
      operatorReadUpTo: Math.max(context.operatorReadUpTo, frameOf(event, 'read')?.upTo ?? 0),
    })),
    rememberError: assign(({ context, event }) => {
      const frame = frameOf(event, 'error');
      if (!frame) return {};
      const refused = frame.clientId !== null && refusedSendCodes.includes(frame.code);
      return {
        error: frame.code,
        messages: refused ? markSend(context.messages, frame.clientId, 'failed') : context.messages,
      };
    }),
    sendTyping: sendTo('socket', { type: 'socket.send', frame: { type: 'typing' } }),
    sendRead: sendTo('socket', ({ context }): ChatSocketCommand => ({
      type: 'socket.send',
      frame: { type: 'read', upTo: lastOperatorIdOf(context.messages) },
    })),
    rememberReadSent: assign(({ context }) => ({ readSent: lastOperatorIdOf(context.messages) })),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    forgetConversation: assign({
      conversationId: null,
      messages: [],
      operatorReadUpTo: 0,
      readSent: 0,
    }),
    startOver: assign({ attempts: 0, error: null }),
  },
}).createMachine({
  id: 'chatSession',
  description:
    'A member’s live chat room: a socket to the house’s agents that resumes after a loss, with typing and read receipts.',
  context: ({ input }) => ({
    channel: input.channel,
    conversationId: null,
    messages: [],
    operatorReadUpTo: 0,
    readSent: 0,
    attempts: 0,
    error: null,
  }),
  initial: 'connected',
  states: {
    connected: {
      description: 'A socket to the bff is open or opening.',
      invoke: {
        id: 'socket',
        src: 'socket',
        input: ({ context }) => ({ channel: context.channel }),
      },
      on: {
        'socket.closed': [
          { ...closedTo('noSession'), description: 'No logged-in session (4401): log in again.' },
          { ...closedTo('forbidden'), description: 'The account may not chat (4403).' },
          {
            ...closedTo('ended'),
            actions: 'forgetConversation',
            description: 'The operator closed the conversation (4410).',
          },
          { ...closedTo('rateLimited'), description: 'Too many frames: closed (4429).' },
          {
            target: 'reconnecting',
            actions: 'countAttempt',
            description: 'The socket was lost (network, a bff restart): reconnect after a wait.',
          },
        ],
        'chat.close': { target: 'closed.byMember', description: 'The member leaves the chat.' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Waiting for the socket and the conversation (`ready`).',
          tags: ['connecting'],
          on: {
            'socket.opened': {
              actions: 'sendResume',
              description: 'The socket is open: resume after the last message held.',
            },
            'socket.frame': {
              guard: 'isReady',
              target: 'open',
              actions: ['applyReady', 'resendPending'],
              description:
                'The conversation with what was missed: pending messages are sent again (stored once).',
            },
            'chat.send': {
              guard: 'isNewSend',
              actions: 'addPending',
              description: 'A message typed meanwhile waits, pending, for the socket.',
            },
          },
        },
        open: {
          description: 'The room is live: messages, typing and reads go both ways.',
          tags: ['open'],
          initial: 'quiet',
          on: {
            'chat.send': {
              guard: 'isNewSend',
              actions: ['addPending', 'sendNew'],
              description: 'The member sends a message: shown pending until its echo.',
            },
            'chat.resend': {
              guard: 'isFailedSend',
              actions: ['markResent', 'sendAgain'],
              description: 'A refused message is sent again with its client id.',
            },
            'chat.typing': { actions: 'sendTyping', description: 'The member is typing.' },
            'chat.read': {
              guard: 'hasUnread',
              actions: ['sendRead', 'rememberReadSent'],
              description: 'The member has seen the operator’s messages: they are marked read.',
            },
            'socket.frame': [
              {
                guard: 'isOperatorMessage',
                target: '.quiet',
                actions: 'addMessage',
                description: 'The operator’s message arrives (its typing ends).',
              },
              {
                guard: 'isOwnMessage',
                actions: 'addMessage',
                description: 'The echo of the member’s message replaces its pending copy.',
              },
              {
                guard: 'isTyping',
                target: '.operatorTyping',
                reenter: true,
                description: 'The operator is typing.',
              },
              {
                guard: 'isRead',
                actions: 'rememberOperatorRead',
                description: 'The operator read the member’s messages up to an id.',
              },
              {
                guard: 'isError',
                actions: 'rememberError',
                description:
                  'A frame was refused (too long, too many): its message is marked failed.',
              },
            ],
          },
          states: {
            quiet: { description: 'Nobody is typing on the house’s side.' },
            operatorTyping: {
              description: 'The operator is typing.',
              after: {
                typingShow: { target: 'quiet', description: 'No typing signal for a while.' },
              },
            },
          },
        },
      },
    },
    reconnecting: {
      description: 'The socket was lost: waiting before the next try (longer each time).',
      tags: ['reconnecting'],
      after: {
        backoff: { target: 'connected', description: 'Try to connect again.' },
      },
      on: {
        'chat.retry': {
          target: 'connected',
          description: 'The member asks to reconnect now.',
        },
        'chat.send': {
          guard: 'isNewSend',
          actions: 'addPending',
          description: 'A message typed meanwhile waits, pending, for the socket.',
        },
        'chat.close': { target: 'closed.byMember', description: 'The member leaves the chat.' },
      },
    },
    closed: {
      description: 'No socket: the member left, or the server closed the room for a reason.',
      tags: ['closed'],
      on: {
        'chat.restart': {
          target: 'connected',
          actions: 'startOver',
          description:
            'Start again: the open conversation, or a new one when the operator ended the last.',
        },
      },
      initial: 'byMember',
      states: {
        byMember: { description: 'The member left the chat.' },
        noSession: { description: 'The session ended: the member must log in.' },
        forbidden: { description: 'This account cannot chat.' },
        ended: { description: 'The operator closed the conversation.' },
        rateLimited: { description: 'Too many messages at once: closed for now.' },
      },
    },
  },
});
