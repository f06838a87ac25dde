import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeBff } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { missionsBff } from '../../../../test/missions-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const summaryPath = '/wps/relay/MCSFE_getMissionSummaryDetails';
const claimPath = '/wps/relay/MCSFE_claimMission';

const playerWithMissions = () => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  const missions = missionsBff(bff);
  return { bff, missions };
};

const centerDialog = () => screen.findByRole('dialog', { name: 'Member center' });
const card = (name: string) => screen.getByRole('listitem', { name });

describe('mission activity', () => {
  it('shows each mission with its progress and reward, and the count on both entries', async () => {
    const { bff } = playerWithMissions();
    renderApp({ bff, path: '/?mc=missionLeaderboard' });
    const center = await centerDialog();
    expect(within(center).getByRole('heading', { name: 'Mission activity' })).toBeVisible();
    expect(card('Log in')).toHaveTextContent('1 / 1');
    expect(card('Log in')).toHaveTextContent('Reward 1.00');
    const slots = card('Bet 100.00 in slots');
    expect(slots).toHaveTextContent('40.00 / 100.00');
    expect(within(slots).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '40.00 / 100.00',
    );
    expect(within(slots).getByText('In progress')).toBeVisible();
    expect(within(slots).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Deposit 500.00')).getByText('Weekly')).toBeVisible();
    expect(
      within(card('Deposit 500.00')).getByRole('button', { name: /Claim 20\.00/ }),
    ).toBeEnabled();

    const menu = within(within(center).getByRole('navigation', { name: 'Member center pages' }));
    expect(
      await menu.findByRole('button', { name: 'Mission activity 2 mission rewards to claim' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('button', { name: 'Demo Player 2 mission rewards to claim' }),
    ).toBeVisible();
  });

  it('claims once on a double click: the reward, the balance and the badges follow', async () => {
    const { bff } = playerWithMissions();
    const { user } = renderApp({ bff, path: '/?mc=missionLeaderboard' });
    await centerDialog();
    await screen.findByRole('button', { name: 'Demo Player 2 mission rewards to claim' });
    const claim = within(card('Log in')).getByRole('button', { name: /Claim 1\.00/ });
    await user.dblClick(claim);

    expect(
      await screen.findByText('You received 1.00. Your balance is now 10,001.00.'),
    ).toBeVisible();
    expect(bff.requestsTo('POST', claimPath)).toHaveLength(1);
    const [sent] = bff.requestsTo('POST', claimPath);
    expect(sent?.body).toEqual({ missionId: 1 });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(within(card('Log in')).getByText('Claimed')).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Demo Player 1 mission rewards to claim' }),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('10,001.00'));

    await user.click(within(card('Deposit 500.00')).getByRole('button', { name: /Claim 20\.00/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Demo Player' })).toBeVisible());
    expect(screen.queryByTestId('mission-badge')).not.toBeInTheDocument();
  });

  it('says so when another tab claimed the reward first', async () => {
    const { bff, missions } = playerWithMissions();
    renderApp({ bff, path: '/?mc=missionLeaderboard' });
    await centerDialog();
    missions.missions = missions.missions.map((m) =>
      m.id === 1 ? { ...m, status: 'claimed', claimedAt: m.periodStart } : m,
    );
    fireEvent.click(within(card('Log in')).getByRole('button', { name: /Claim 1\.00/ }));
    expect(await within(card('Log in')).findByRole('alert')).toHaveTextContent(
      'The reward of this mission has already been claimed.',
    );
    expect(screen.queryByText(/You received/)).not.toBeInTheDocument();
  });

  it("shows today's board with the member's place, and the week's on its tab", async () => {
    const { bff } = playerWithMissions();
    const { user } = renderApp({ bff, path: '/?mc=missionLeaderboard' });
    const center = await centerDialog();
    const board = () => within(center).getByRole('table', { name: 'Top players by valid bets' });
    expect(within(center).getByText('Your place: 2 · valid bets 120.00')).toBeVisible();
    const rows = within(board()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RankAccountValid bets',
      '1de***1a640.00',
      '2de***er (You)120.00',
    ]);
    await user.click(within(center).getByRole('tab', { name: 'This week' }));
    expect(await within(center).findByText('2,400.00')).toBeVisible();
    expect(
      bff
        .requestsTo('GET', '/wps/relay/MCSFE_getMissionLeaderboard')
        .map((r) => r.query.get('period')),
    ).toEqual(['daily', 'weekly']);
  });

  it('asks for the count again when the window gets the focus back', async () => {
    const { bff, missions } = playerWithMissions();
    renderApp({ bff, path: '/' });
    expect(
      await screen.findByRole('button', { name: 'Demo Player 2 mission rewards to claim' }),
    ).toBeVisible();
    missions.missions = missions.missions.map((m) =>
      m.id === 2 ? { ...m, progress: '100.00', status: 'claimable' } : m,
    );
    const asked = bff.requestsTo('GET', summaryPath).length;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(
      await screen.findByRole('button', { name: 'Demo Player 3 mission rewards to claim' }),
    ).toBeVisible();
    expect(bff.requestsTo('GET', summaryPath).length).toBe(asked + 1);
  });

  it('asks nothing for a trial account', async () => {
    const bff = new FakeBff();
    bff.member = { ...demoPlayer, type: 4, account: 'trial_abc123', nickname: 'trial_abc123' };
    missionsBff(bff);
    renderApp({ bff, path: '/' });
    expect(await screen.findByRole('button', { name: 'trial_abc123' })).toBeVisible();
    expect(bff.requestsTo('GET', summaryPath)).toHaveLength(0);
  });

  it('reads in Khmer', async () => {
    const { bff } = playerWithMissions();
    renderApp({ bff, path: '/?mc=missionLeaderboard', language: 'KM' });
    expect(await screen.findByRole('listitem', { name: 'ភ្នាល់ 100.00 លើស្លុត' })).toBeVisible();
    expect(screen.getByRole('button', { name: /ទទួល 1\.00/ })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'សប្តាហ៍នេះ' })).toBeVisible();
  });
});
