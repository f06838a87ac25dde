import { describe, expect, it } from 'vitest';
import {
  backoffMaxMs,
  backoffMs,
  lastIdOf,
  markSend,
  mergeMessage,
  pendingItem,
  receiptOf,
} from './chat-session.logic.ts';

const clientId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const message = (id: number, from: 'member' | 'operator', own: string | null = null) => ({
  id,
  from,
  text: `m${id}`,
  at: 1_000 * id,
  clientId: own,
});

describe('chat session logic', () => {
  it('doubles the back-off from 1 s up to 30 s, with half of it random', () => {
    expect(backoffMs(1, 0)).toBe(500);
    expect(backoffMs(1, 0.999_999)).toBe(1_000);
    expect(backoffMs(3, 0)).toBe(2_000);
    expect(backoffMs(3, 1)).toBe(4_000);
    expect(backoffMs(20, 0)).toBe(backoffMaxMs / 2);
    expect(backoffMs(20, 1)).toBe(backoffMaxMs);
  });

  it('replaces a pending copy with its echo, and keeps stored messages in id order', () => {
    let items = [pendingItem(clientId, '  Hello  ')];
    expect(items[0]).toMatchObject({ text: 'Hello', status: 'pending', id: null });
    items = mergeMessage(items, message(7, 'operator'));
    expect(items.map((item) => item.key)).toEqual(['m7', clientId]);
    items = mergeMessage(items, message(9, 'member', clientId));
    expect(items.map((item) => item.key)).toEqual(['m7', clientId]);
    expect(items[1]).toMatchObject({ id: 9, status: 'sent' });
    items = mergeMessage(items, message(8, 'operator'));
    items = mergeMessage(items, message(8, 'operator'));
    expect(items.map((item) => item.id)).toEqual([7, 8, 9]);
    expect(lastIdOf(items)).toBe(9);
  });

  it('tells pending, sent, read and failed apart', () => {
    const pending = pendingItem(clientId, 'Hi');
    expect(receiptOf(pending, 100)).toBe('pending');
    expect(receiptOf(markSend([pending], clientId, 'failed')[0] ?? pending, 100)).toBe('failed');
    const [sent] = mergeMessage([pending], message(5, 'member', clientId));
    if (!sent) throw new Error('no message');
    expect(receiptOf(sent, 4)).toBe('sent');
    expect(receiptOf(sent, 5)).toBe('read');
  });
});
