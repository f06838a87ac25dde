import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoAgent, demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { referralOf, withVipAndReferral } from '../../../../test/vip-referral-bff.ts';

const openReferral = async (member = demoPlayer, bff = withVipAndReferral(new FakeBff())) => {
  bff.member = member;
  const view = renderApp({ bff, path: '/?mc=referral' });
  const center = await screen.findByRole('dialog', { name: 'Member center' });
  await within(center).findByRole('heading', { name: 'Invite friends' });
  return { ...view, center };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('invite friends (member center referral)', () => {
  it('shows the code, the link and its QR code, the rule and the friends', async () => {
    const { center } = await openReferral();
    expect(within(center).getByLabelText('Your referral code')).toHaveValue('KQ7M2XPA');
    expect(within(center).getByLabelText('Your invitation link')).toHaveValue(
      `${window.location.origin}/register?a=KQ7M2XPA`,
    );
    const qr = within(center).getByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(center).toHaveTextContent(
      'You earn 10.00 % of each friend’s first deposit, at most 50.00 USD per friend',
    );
    expect(center).toHaveTextContent('Earned from friends30.00 USD');
    expect(center).toHaveTextContent('Friends who joined2');
    const rows = within(center).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('fr***02');
    expect(rows[1]).toHaveTextContent('120.50 USD');
    expect(rows[1]).toHaveTextContent('30.00 USD');
    expect(rows[2]).toHaveTextContent('ne***01');
    expect(rows[2]).toHaveTextContent('After first deposit');
  });

  it('copies the code and the link, and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { user, center } = await openReferral();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(within(center).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenLastCalledWith('KQ7M2XPA');
    expect(await within(center).findByText('Copied.')).toBeInTheDocument();
    await user.click(within(center).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/register?a=KQ7M2XPA`);
  });

  it('says so when the browser refuses to copy', async () => {
    const { user, center } = await openReferral();
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    await user.click(within(center).getByRole('button', { name: 'Copy code' }));
    expect(
      await within(center).findByText(
        'Copying is not allowed here: select the text and copy it yourself.',
      ),
    ).toBeInTheDocument();
  });

  it('pages through the friends', async () => {
    const bff = withVipAndReferral(new FakeBff(), {
      referral: (page) =>
        referralOf({
          page,
          total: 12,
          list: [
            {
              account: page === 1 ? 'pa***01' : 'pa***02',
              joinedAt: Date.UTC(2026, 0, 1),
              validBets: '0.00',
              reward: '0.00',
              rewardedAt: null,
            },
          ],
        }),
    });
    const { user, center } = await openReferral(demoPlayer, bff);
    expect(center).toHaveTextContent('pa***01');
    await user.click(within(center).getByRole('button', { name: 'Next' }));
    expect(await within(center).findByText('pa***02')).toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/member/referral').at(-1)?.query.get('page')).toBe('2');
  });

  it('shows an agent that only player accounts may invite friends', async () => {
    const { center } = await openReferral(demoAgent);
    expect(within(center).getByRole('note')).toHaveTextContent(
      'Only player accounts can invite friends.',
    );
    expect(within(center).queryByLabelText('Your referral code')).not.toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    const bff = withVipAndReferral(new FakeBff());
    bff.member = demoPlayer;
    renderApp({ bff, path: '/?mc=referral', language: 'CN' });
    const center = await screen.findByRole('dialog', { name: '会员中心' });
    expect(await within(center).findByLabelText('我的邀请码')).toHaveValue('KQ7M2XPA');
    expect(within(center).getByRole('button', { name: '复制链接' })).toBeInTheDocument();
  });
});
