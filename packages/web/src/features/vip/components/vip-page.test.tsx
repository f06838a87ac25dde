import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff, fail } from '../../../../test/fake-bff.ts';
import { demoAgent, demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { playerStanding, withVipAndReferral } from '../../../../test/vip-referral-bff.ts';

const rankCard = (name: string) => {
  const ranks = screen.getByRole('region', { name: 'Ranks and benefits' });
  const card = within(ranks)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: new RegExp(`^${name}`) }));
  if (!card) throw new Error(`no card of ${name}`);
  return card;
};

describe('the VIP page (/vip)', () => {
  it('shows a visitor every rank with its benefits and a call to log in', async () => {
    const { user } = renderApp({ bff: withVipAndReferral(new FakeBff()), path: '/vip' });
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ranks and benefits' })).toBeInTheDocument();
    const ranks = screen.getByRole('region', { name: 'Ranks and benefits' });
    expect(within(ranks).getAllByRole('listitem')).toHaveLength(6);
    const vip1 = rankCard('VIP1');
    expect(vip1).toHaveTextContent('Total deposits100.00 USD');
    expect(vip1).toHaveTextContent('Total valid bets1,000.00 USD');
    expect(vip1).toHaveTextContent('Cashback boost+0.05 %');
    expect(vip1).toHaveTextContent('Daily withdrawalsup to 10,000.00 USD, 4 times');
    expect(vip1).toHaveTextContent('Birthday bonus10.00 USD');
    expect(vip1).toHaveTextContent('VIP customer serviceNo');
    expect(rankCard('VIP0')).toHaveTextContent('Birthday bonusNone');
    expect(rankCard('VIP5')).toHaveTextContent('VIP customer serviceYes');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const standing = screen.getByRole('region', { name: 'Your standing' });
    expect(standing).toHaveTextContent('Log in to see your rank');
    await user.click(within(standing).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows demo_player its rank, figures and the way to the next rank', async () => {
    const bff = withVipAndReferral(new FakeBff());
    bff.member = demoPlayer;
    renderApp({ bff, path: '/vip' });
    const standing = await screen.findByRole('region', { name: 'Your standing' });
    expect(standing).toHaveTextContent('Your rankVIP1');
    expect(standing).toHaveTextContent('Total deposits500.00 USD');
    expect(standing).toHaveTextContent('Total valid bets2,500.00 USD');
    expect(within(standing).getByRole('heading', { name: 'To reach VIP2' })).toBeInTheDocument();
    const deposits = within(standing).getByRole('progressbar', { name: 'Deposits towards VIP2' });
    expect(deposits).toHaveAttribute('value', '50');
    const bets = within(standing).getByRole('progressbar', { name: 'Valid bets towards VIP2' });
    expect(bets).toHaveAttribute('value', '25');
    expect(standing).toHaveTextContent('7,500.00 USD to go');
    expect(standing).not.toHaveTextContent('VIP customer service');
    expect(rankCard('VIP1')).toHaveAttribute('aria-current', 'true');
    expect(within(standing).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('tells a member above rank 4 of the VIP customer service, in Khmer', async () => {
    const bff = withVipAndReferral(new FakeBff(), {
      standing: {
        ...playerStanding,
        rankLevel: 5,
        labelName: 'VIP5',
        next: null,
        vipService: true,
      },
    });
    bff.member = demoAgent;
    renderApp({ bff, path: '/vip', language: 'KM' });
    const standing = await screen.findByRole('region', { name: 'ស្ថានភាពរបស់អ្នក' });
    expect(standing).toHaveTextContent('អ្នកមានឋានៈខ្ពស់បំផុតហើយ។');
    expect(standing).toHaveTextContent('ឋានៈរបស់អ្នកផ្តល់សិទ្ធិប្រើបណ្តាញសេវាអតិថិជន VIP។');
  });

  it('says when the ranks cannot load and loads them again on retry', async () => {
    const bff = new FakeBff();
    bff.on('GET', '/wps/vip/status', () => fail('system.busy', 503));
    const { user } = renderApp({ bff, path: '/vip', language: 'CN' });
    expect(await screen.findByRole('alert')).toHaveTextContent('无法加载 VIP 等级。');
    withVipAndReferral(bff);
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '等级与福利' })).toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/vip/status')).toHaveLength(2);
  });
});
