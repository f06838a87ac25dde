import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

/** A WebSocket the test answers: what the page sent, and the server's side. */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static made: FakeSocket[] = [];
  readyState = FakeSocket.CONNECTING;
  sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  serverSends(frame: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  serverCloses(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code }));
  }
}

const lastSocket = () => {
  const socket = FakeSocket.made.at(-1);
  if (!socket) throw new Error('no socket');
  return socket;
};

const at = Date.parse('2026-11-28T10:00:00Z');
const loggedIn = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  return bff;
};

beforeEach(() => {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live chat room (/livechat)', () => {
  it('asks a guest to log in and opens no socket', async () => {
    const { user } = renderApp({ bff: new FakeBff(), path: '/livechat' });
    expect(
      await screen.findByText('Please log in to chat with customer service.'),
    ).toBeInTheDocument();
    expect(FakeSocket.made).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends, shows receipts and typing, reconnects and resumes, and starts over', async () => {
    const { user } = renderApp({ bff: loggedIn(), path: '/livechat?channel=vip' });
    const log = await screen.findByRole('log', { name: 'Conversation' });
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    expect(lastSocket().url).toMatch(/\/bff\/chat\?channel=vip$/);
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    act(() => lastSocket().open());
    await waitFor(() => expect(lastSocket().sent).toEqual([{ type: 'resume', after: 0 }]));
    act(() =>
      lastSocket().serverSends({
        type: 'ready',
        conversation: { id: 3, channel: 'vip' },
        messages: [],
        operatorReadUpTo: 0,
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'VIP customer service' }),
    ).toBeInTheDocument();
    expect(log).toHaveTextContent('Send a message and an agent will answer you here.');

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');
    const line = await within(log).findByText('Hello');
    expect(line.closest('li')).toHaveTextContent('Sending…');
    const send = lastSocket().sent.find((frame) => frame.type === 'send');
    expect(send).toMatchObject({ type: 'send', text: 'Hello' });
    expect(lastSocket().sent).toContainEqual({ type: 'typing' });
    const clientId = send?.clientId;
    act(() =>
      lastSocket().serverSends({
        type: 'message',
        message: { id: 10, from: 'member', text: 'Hello', at, clientId },
      }),
    );
    await waitFor(() => expect(line.closest('li')).toHaveTextContent('Sent'));
    act(() => lastSocket().serverSends({ type: 'read', upTo: 10 }));
    await waitFor(() => expect(line.closest('li')).toHaveTextContent('Read'));

    act(() => lastSocket().serverSends({ type: 'typing' }));
    expect(await screen.findByText('Customer service is typing…')).toBeInTheDocument();
    act(() =>
      lastSocket().serverSends({
        type: 'message',
        message: { id: 11, from: 'operator', text: 'Welcome back', at, clientId: null },
      }),
    );
    expect(await within(log).findByText('Welcome back')).toBeInTheDocument();
    expect(screen.queryByText('Customer service is typing…')).not.toBeInTheDocument();
    await waitFor(() => expect(lastSocket().sent).toContainEqual({ type: 'read', upTo: 11 }));

    // A lost socket: the banner, then "reconnect now" resumes after the last message.
    act(() => lastSocket().serverCloses(1012));
    expect(await screen.findByText('Connection lost. Reconnecting…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reconnect now' }));
    await waitFor(() => expect(FakeSocket.made).toHaveLength(2));
    act(() => lastSocket().open());
    await waitFor(() => expect(lastSocket().sent).toEqual([{ type: 'resume', after: 11 }]));

    // The operator ended the conversation: a new one may start.
    act(() => lastSocket().serverCloses(4410));
    expect(
      await screen.findByText('Customer service closed this conversation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a new conversation' }));
    await waitFor(() => expect(FakeSocket.made).toHaveLength(3));
    act(() => lastSocket().open());
    await waitFor(() => expect(lastSocket().sent).toEqual([{ type: 'resume', after: 0 }]));
  });
});
