import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcements, Banner, Notice, PopupNotice } from '@his/shared/schemas/announcements';
import { FakeBff, ok } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const notice = (id: number, title: string, content = `<p>${title}.</p>`): Notice => ({
  id,
  title,
  content,
  date: Date.UTC(2026, 10, 20 - id),
  sort: 0,
});

const banner = (id: number, title: string, groupName: Banner['groupName']): Banner => ({
  id,
  groupName,
  title,
  imageUrl: `/media/banners/${id}-en-0123abcd.svg`,
  url: '/promotions',
  linkageType: 'internal',
  sort: 0,
  startTime: 0,
  endTime: null,
});

const popup = (id: number, title: string, execution: PopupNotice['execution']): PopupNotice => ({
  ...notice(id, title),
  execution,
  repeat: 'session',
});

/** A bff whose announcements call answers `answer`, the kinds not asked for left empty. */
const withAnnouncements = (answer: Partial<Announcements>, bff = new FakeBff()) =>
  bff.on('GET', '/wps/relay/MCSFE_getListAnnouncements', (request) => {
    const types = (request.query.get('types') ?? '').split(',');
    return ok({
      banners: types.includes('B') ? (answer.banners ?? []) : [],
      player: types.includes('PL') ? (answer.player ?? []) : [],
      popup: types.includes('PU')
        ? (answer.popup ?? []).filter((p) =>
            request.query.get('execution') === 'A' ? p.execution !== 'B' : p.execution === 'B',
          )
        : [],
      promotion: types.includes('PR') ? (answer.promotion ?? []) : [],
    });
  });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the announcements page (/noticePage)', () => {
  // Sanitising is checked in Chromium (tests/e2e/notices.spec.ts): DOMPurify does not work
  // under happy-dom, which keeps what it should drop.
  it('lists 9 titles a page and opens the one chosen, its address and its focus with it', async () => {
    const player = Array.from({ length: 10 }, (_, index) =>
      notice(index + 1, `Notice ${index + 1}`),
    );
    const { user, router } = renderApp({
      bff: withAnnouncements({ player, banners: [banner(1, 'Cashback', 'w_announcement')] }),
      path: '/noticePage',
    });
    const list = await screen.findByRole('list', { name: 'Announcements' });
    expect(within(list).getAllByRole('link')).toHaveLength(9);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Announcements' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await user.click(within(list).getByRole('link', { name: /Notice 10/ }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Notice 10' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('article', { name: 'Notice 10' })).toHaveTextContent('Notice 10.');
    expect(router.state.location.search).toBe('?id=10');
  });

  it('says so when the notice of the address is gone', async () => {
    renderApp({
      bff: withAnnouncements({ player: [notice(1, 'Only')] }),
      path: '/noticePage?id=7',
    });
    expect(
      await screen.findByText('This announcement is no longer available.'),
    ).toBeInTheDocument();
  });
});

describe('the banner carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names its slides, steps by the picker’s arrow keys and stops with its rotation button', async () => {
    const { user } = renderApp({
      bff: withAnnouncements({
        banners: [
          banner(1, 'First banner', 'w_home'),
          banner(2, 'Second banner', 'w_home'),
          banner(3, 'Login banner', 'w_login'),
        ],
      }),
      path: '/',
    });
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    const tabs = within(carousel).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'First banner',
      'Second banner',
    ]);
    expect(within(carousel).getByRole('link', { name: 'First banner' })).toHaveAttribute(
      'href',
      '/promotions',
    );
    await user.click(within(carousel).getByRole('button', { name: 'Stop automatic slide show' }));
    expect(
      within(carousel).getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeInTheDocument();
    act(() => tabs[0]?.focus());
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(carousel).getByRole('tabpanel', { name: '2 of 2' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the popup notices', () => {
  it('show a member’s popups one after another after login, and not again in the session', async () => {
    const bff = withAnnouncements({
      popup: [popup(5, 'For guests', 'B'), popup(6, 'First', 'A'), popup(7, 'Second', 'A')],
    });
    bff.member = demoPlayer;
    const view = renderApp({ bff, path: '/vip' });
    const first = await screen.findByRole('dialog', { name: 'First' });
    expect(within(first).getByText('Notice 1 of 2')).toBeInTheDocument();
    await view.user.click(within(first).getByRole('button', { name: 'Next notice' }));
    const second = await screen.findByRole('dialog', { name: 'Second' });
    await view.user.click(within(second).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('hisPopupsSeen') ?? '[]')).toEqual([6, 7]);
    view.unmount();
  });
});
