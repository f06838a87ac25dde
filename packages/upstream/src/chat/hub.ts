import { randomUUID } from 'node:crypto';
import { chatCloseCodes } from '@his/shared/schemas/chat-limits';
import type { ChatMessage } from '@his/shared/schemas/chat';
import type { Db, Listening } from '../db/db.ts';

/**
 * Who is connected to the chat, and what each of them hears. The database holds every message
 * and read mark; the hub only passes on what just happened. Members hear their conversation;
 * operators hear every conversation of their merchant.
 *
 * With PostgreSQL every event is also published with `NOTIFY chat_events`, so a member on one
 * upstream process and an operator on another hear each other (each process delivers its own
 * events at once and skips its own notifications). PGlite is one process: nothing to publish.
 */

/** One open socket: what the hub may do with it. */
export interface ChatPeer {
  send(frame: object): void;
  close(code: number, reason: string): void;
}

type ChatEvent =
  | { kind: 'message'; merchantId: number; conversationId: number; message: ChatMessage }
  | { kind: 'typing'; merchantId: number; conversationId: number; from: 'member' | 'operator' }
  | {
      kind: 'read';
      merchantId: number;
      conversationId: number;
      by: 'member' | 'operator';
      upTo: number;
    }
  | { kind: 'closed'; merchantId: number; conversationId: number };

export interface ChatHub {
  joinMember(conversationId: number, peer: ChatPeer): () => void;
  /** `onList` runs whenever the merchant's list of conversations may have changed. */
  joinOperator(merchantId: number, peer: ChatPeer, onList: () => void): () => void;
  publish(event: ChatEvent): Promise<void>;
  /** Closes every socket (a QA reset starts a new world; the app closes). */
  closeAll(): void;
  close(): Promise<void>;
}

interface Operator {
  peer: ChatPeer;
  onList: () => void;
}

const channel = 'chat_events';

const addTo = <K, V>(map: Map<K, Set<V>>, key: K, value: V): (() => void) => {
  const set = map.get(key) ?? new Set<V>();
  set.add(value);
  map.set(key, set);
  return () => {
    set.delete(value);
    if (set.size === 0) map.delete(key);
  };
};

export const createChatHub = async (db: Db): Promise<ChatHub> => {
  const origin = randomUUID();
  const members = new Map<number, Set<ChatPeer>>();
  const operators = new Map<number, Set<Operator>>();

  const deliver = (event: ChatEvent) => {
    const own = members.get(event.conversationId) ?? new Set<ChatPeer>();
    const staff = operators.get(event.merchantId) ?? new Set<Operator>();
    const conversation = event.conversationId;
    switch (event.kind) {
      case 'message':
        for (const peer of own) peer.send({ type: 'message', message: event.message });
        for (const { peer, onList } of staff) {
          peer.send({ type: 'message', conversation, message: event.message });
          onList();
        }
        return;
      case 'typing':
        if (event.from === 'operator') for (const peer of own) peer.send({ type: 'typing' });
        else for (const { peer } of staff) peer.send({ type: 'typing', conversation });
        return;
      case 'read':
        if (event.by === 'operator') {
          for (const peer of own) peer.send({ type: 'read', upTo: event.upTo });
          for (const { onList } of staff) onList();
        } else {
          for (const { peer } of staff) peer.send({ type: 'read', conversation, upTo: event.upTo });
        }
        return;
      case 'closed':
        for (const peer of own) peer.close(chatCloseCodes.conversationClosed, 'chat.closed');
        for (const { onList } of staff) onList();
        return;
    }
  };

  let listening: Listening | null = null;
  if (db.kind === 'postgres') {
    listening = await db.listen(channel, (payload) => {
      if (payload === null) return;
      const { from, event } = JSON.parse(payload) as { from: string; event: ChatEvent };
      if (from !== origin) deliver(event);
    });
  }

  return {
    joinMember: (conversationId, peer) => addTo(members, conversationId, peer),
    joinOperator: (merchantId, peer, onList) => addTo(operators, merchantId, { peer, onList }),
    publish: async (event) => {
      deliver(event);
      if (listening) {
        await db.query('SELECT pg_notify($1, $2)', [
          channel,
          JSON.stringify({ from: origin, event }),
        ]);
      }
    },
    closeAll: () => {
      for (const set of members.values()) for (const peer of set) peer.close(1012, 'restart');
      for (const set of operators.values()) for (const { peer } of set) peer.close(1012, 'restart');
    },
    close: async () => {
      await listening?.close();
    },
  };
};
