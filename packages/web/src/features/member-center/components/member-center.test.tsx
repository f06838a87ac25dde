import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountFakeBff } from '../../../../test/account-fake-bff.ts';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { stubMedia } from '../../../../test/media.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { withVipAndReferral } from '../../../../test/vip-referral-bff.ts';

const member = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  return bff;
};

const menuOf = (center: HTMLElement) =>
  within(within(center).getByRole('navigation', { name: 'Member center pages' }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('member center', () => {
  it('opens from the nickname on my account, with the fourteen pages in order', async () => {
    const { user, router } = renderApp({ bff: member() });
    await user.click(await screen.findByRole('button', { name: 'Demo Player' }));
    const center = await screen.findByRole('dialog', { name: 'Member center' });
    expect(router.state.location.search).toBe('?mc=securityCenter');
    expect(
      menuOf(center)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdraw',
      'Transfer to upline',
      'Betting record',
      'Cashback',
      'Account record',
      'Personal loss',
      'Bonus details',
      'Reward center',
      'Invite friends',
      'Mission activity',
      'Platform information',
    ]);
    expect(menuOf(center).getByRole('button', { name: 'My account' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(center).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(within(center).getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('keeps the page in the address: a choice, Back and Forward', async () => {
    const { user, router } = renderApp({ bff: member() });
    await user.click(await screen.findByRole('button', { name: 'Demo Player' }));
    const center = await screen.findByRole('dialog', { name: 'Member center' });
    await user.click(menuOf(center).getByRole('button', { name: 'Withdraw' }));
    expect(router.state.location.search).toBe('?mc=withdraw');
    expect(await within(center).findByRole('heading', { name: 'Withdraw' })).toBeInTheDocument();
    expect(menuOf(center).getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await act(() => router.navigate(-1));
    expect(await within(center).findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await within(center).findByRole('heading', { name: 'Withdraw' })).toBeInTheDocument();
  });

  it('lands a shared link on its page', async () => {
    renderApp({ bff: withVipAndReferral(member()), path: '/rng?mc=referral' });
    const center = await screen.findByRole('dialog', { name: 'Member center' });
    expect(within(center).getByRole('heading', { name: 'Invite friends' })).toBeInTheDocument();
    expect(within(center).getByLabelText('Your referral code')).toHaveValue('KQ7M2XPA');
  });

  it('closes with Escape and the close button, drops the page from the address and gives focus back', async () => {
    const { user, router } = renderApp({ bff: member() });
    const nickname = await screen.findByRole('button', { name: 'Demo Player' });
    await user.click(nickname);
    await screen.findByRole('dialog', { name: 'Member center' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(nickname).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const center = await screen.findByRole('dialog', { name: 'Member center' });
    expect(router.state.location.search).toBe('?mc=depositv2');
    await user.click(within(center).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('refuses a trial account: the warning, never the center, and the link drops its page', async () => {
    const bff = new AccountFakeBff();
    const { user, router } = renderApp({ bff });
    await user.click(await screen.findByRole('button', { name: 'Free demo' }));
    await user.click(await screen.findByRole('button', { name: 'Guest 0001' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Real account needed' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate('/?mc=withdraw'));
    const warning = await screen.findByRole('alertdialog', { name: 'Real account needed' });
    expect(warning).toHaveTextContent('This needs a real account.');
    expect(screen.queryByRole('dialog', { name: 'Member center' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('is a sheet on a phone: the list first, a page over it with a back button', async () => {
    stubMedia((query) => query.includes('max-width: 640px'));
    const { user } = renderApp({ bff: member() });
    await user.click(await screen.findByRole('button', { name: 'Demo Player' }));
    const center = await screen.findByRole('dialog', { name: 'Member center' });
    expect(within(center).queryByRole('heading', { name: 'My account' })).not.toBeInTheDocument();

    await user.click(menuOf(center).getByRole('button', { name: 'My account' }));
    expect(within(center).getByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(within(center).queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(within(center).getByRole('button', { name: 'All pages' }));
    expect(menuOf(center).getByRole('button', { name: 'My account' })).toHaveFocus();

    await user.click(menuOf(center).getByRole('button', { name: 'Withdraw' }));
    expect(await within(center).findByRole('heading', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(center).getByRole('button', { name: 'All pages' })).toHaveFocus();
  });

  it('speaks Khmer and Chinese', async () => {
    renderApp({ bff: member(), path: '/?mc=withdraw', language: 'KM' });
    const center = await screen.findByRole('dialog', { name: 'មជ្ឈមណ្ឌលសមាជិក' });
    expect(within(center).getByRole('heading', { name: 'ដកប្រាក់' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    renderApp({ bff: member(), path: '/?mc=withdraw', language: 'CN' });
    const center = await screen.findByRole('dialog', { name: '会员中心' });
    expect(within(center).getByRole('button', { name: '我的账户' })).toBeInTheDocument();
  });
});
