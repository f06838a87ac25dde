import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@his/shared/constants';
import type { MemberMessage } from '@his/shared/schemas/messages';
import { FakeBff, fail } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { FakeInbox, message } from '../../../../test/messages-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedIn = (member = demoPlayer, messages?: MemberMessage[]) => {
  const bff = new FakeBff();
  bff.member = member;
  const inbox = new FakeInbox(bff, messages);
  return { bff, inbox };
};

/** The site at `path` with demo_player signed in and the fixture's inbox (or `messages`). */
const start = (path = '/', language: Language = 'EN', messages?: MemberMessage[]) => {
  const { bff, inbox } = signedIn(demoPlayer, messages);
  const view = renderApp({ bff, path, language });
  return { ...view, inbox };
};

const openCenter = async (
  language: Language = 'EN',
  heading = 'Platform information',
  messages?: MemberMessage[],
) => {
  const view = start('/?mc=messageV2', language, messages);
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: heading });
  return { ...view, center: within(dialog) };
};

describe('the header’s unread count', () => {
  it('shows the count with an accessible label and opens the messages page', async () => {
    const { user, router } = start();
    const entry = await screen.findByRole('button', { name: 'Messages, 2 unread' });
    expect(entry).toHaveTextContent('Messages2');
    await user.click(entry);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Platform information' });
    expect(router.state.location.search).toBe('?mc=messageV2');
  });

  it('asks again when the window gets the focus back, and drops the badge at 0', async () => {
    const { bff, inbox } = start();
    await screen.findByRole('button', { name: 'Messages, 2 unread' });
    const asked = bff.requestsTo('GET', '/wps/relay/CSP_unreadCount').length;
    inbox.messages.unshift(
      message(4, 'account', { EN: 'New', KM: 'ថ្មី', CN: '新' }, Date.UTC(2026, 10, 28)),
    );
    fireEvent.focus(window);
    expect(await screen.findByRole('button', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/relay/CSP_unreadCount').length).toBe(asked + 1);
    for (const one of inbox.messages) one.readAt = 1;
    fireEvent.focus(window);
    expect(await screen.findByRole('button', { name: 'Messages' })).not.toHaveTextContent(/\d/);
  });

  it('keeps the entry without a badge when the count cannot be read', async () => {
    const bff = new FakeBff();
    bff.member = demoPlayer;
    bff.on('GET', '/wps/relay/CSP_unreadCount', () => fail('upstream.unavailable', 503));
    renderApp({ bff });
    await waitFor(() =>
      expect(bff.requestsTo('GET', '/wps/relay/CSP_unreadCount')).toHaveLength(1),
    );
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a trial account no messages entry and asks nothing for it', async () => {
    const { bff } = signedIn({ ...demoPlayer, account: 'trial_ab12cd', type: 4 });
    renderApp({ bff });
    await screen.findByRole('button', { name: 'Deposit' });
    expect(screen.queryByRole('button', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/relay/CSP_unreadCount')).toHaveLength(0);
  });

  it('says the count in Khmer', async () => {
    start('/', 'KM');
    expect(await screen.findByRole('button', { name: 'សារ មិនទាន់អាន 2' })).toBeInTheDocument();
  });
});

describe('the platform information page', () => {
  it('marks unread messages, opens one (read, the count drops) and goes back to it', async () => {
    const { center, user, bff } = await openCenter();
    const list = center.getByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Weekend cashbackPromotion/),
      expect.stringMatching(/^Unread: Security tipSystem/),
      expect.stringMatching(/^Welcome to HISAccount/),
    ]);
    expect(center.getByText('Unread: 2')).toBeInTheDocument();
    await user.click(items[1] as HTMLElement);
    const title = await center.findByRole('heading', { name: 'Security tip' });
    expect(title).toHaveFocus();
    expect(center.getByText('First paragraph of Security tip.')).toBeInTheDocument();
    expect(center.getByText('Second paragraph.')).toBeInTheDocument();
    expect(bff.requestsTo('POST', '/wps/relay/CSP_readMessage').at(-1)?.body).toEqual({ id: 2 });
    expect(await screen.findByRole('button', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    await user.click(center.getByRole('button', { name: 'Back to messages' }));
    const again = await center.findByRole('button', { name: /^Security tip/ });
    expect(again).toHaveFocus();
    expect(center.getByText('Unread: 1')).toBeInTheDocument();
  });

  it('filters by unread and by category, and says when nothing is left', async () => {
    const { center, user, bff } = await openCenter();
    await user.selectOptions(center.getByRole('combobox', { name: 'Show' }), 'unread');
    await waitFor(() =>
      expect(
        within(center.getByRole('list', { name: 'Messages' })).getAllByRole('button'),
      ).toHaveLength(2),
    );
    await user.selectOptions(center.getByRole('combobox', { name: 'Category' }), 'account');
    expect(await center.findByText('No unread messages.')).toBeInTheDocument();
    const last = bff.requestsTo('GET', '/wps/relay/CSP_getInbox').at(-1);
    expect(last?.query.get('filter')).toBe('unread');
    expect(last?.query.get('category')).toBe('account');
    expect(last?.query.get('page')).toBe('1');
  });

  it('marks every message read and deletes one, telling the header each time', async () => {
    const { center, user } = await openCenter();
    await user.click(center.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
    await waitFor(() => expect(center.getByText('Unread: 0')).toBeInTheDocument());
    expect(center.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await user.click(center.getByRole('button', { name: /^Welcome to HIS/ }));
    await center.findByRole('heading', { name: 'Welcome to HIS' });
    await user.click(center.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(center.getByRole('list', { name: 'Messages' })).getAllByRole('button'),
      ).toHaveLength(2),
    );
    expect(center.queryByRole('button', { name: /^Welcome to HIS/ })).not.toBeInTheDocument();
  });

  it('shows a refused reading and a failed list with a retry', async () => {
    const { center, user, bff, inbox } = await openCenter();
    inbox.messages = inbox.messages.filter((one) => one.id !== 3);
    await user.click(center.getByRole('button', { name: /Weekend cashback/ }));
    expect(await center.findByRole('alert')).toHaveTextContent(
      'This message was not found. It may have been deleted.',
    );
    bff.on('GET', '/wps/relay/CSP_getInbox', () => fail('upstream.unavailable', 503));
    await user.selectOptions(center.getByRole('combobox', { name: 'Category' }), 'system');
    const retry = await center.findByRole('button', { name: 'Try again' });
    new FakeInbox(bff, inbox.messages);
    await user.click(retry);
    expect(await center.findByRole('button', { name: /Security tip/ })).toBeInTheDocument();
  });

  it('shows the messages in Chinese', async () => {
    const { center } = await openCenter('CN', '平台信息');
    expect(center.getByRole('button', { name: /^未读: 周末返水/ })).toBeInTheDocument();
    expect(center.getByRole('button', { name: '全部标为已读' })).toBeEnabled();
  });

  it('says when there are no messages', async () => {
    const { center } = await openCenter('EN', 'Platform information', []);
    expect(center.getByText('No messages here.')).toBeInTheDocument();
    expect(center.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    expect(center.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
