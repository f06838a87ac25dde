import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../../test/fixtures.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { gamesBff, lotteryDraw, lotteryGame, trialPlayer } from '../../games.fixtures.ts';

const hanoi = lotteryGame();
const saigon = lotteryGame({
  gameCode: 'VN_HCM',
  gameName: 'Ho Chi Minh Lottery',
  gameGroupCode: 'SOUTH',
});
const zy = lotteryGame({
  gameCode: 'ZY_5',
  gameName: 'ZY Five',
  prizeMode: 'ZY',
  gameGroupCode: 'ZY',
});
const sea = lotteryGame({
  gameCode: 'SEA_KH',
  gameName: 'Khmer 5D',
  prizeMode: 'SEA',
  gameGroupCode: 'SEA',
});
const lotteries = [hanoi, saigon, zy, sea];
const draws = [
  lotteryDraw({ numero: '20260503-0083', drawTime: Date.UTC(2026, 4, 3, 6, 55) }),
  lotteryDraw({
    gameCode: 'ZY_5',
    gameName: 'ZY Five',
    prizeMode: 'ZY',
    numero: '20260503-0050',
    drawTime: Date.UTC(2026, 4, 3, 7, 0),
    numbers: ['90017', '12'],
  }),
  lotteryDraw({
    gameCode: 'SEA_KH',
    gameName: 'Khmer 5D',
    prizeMode: 'SEA',
    numero: '20260503-0001',
    numbers: ['55555'],
  }),
];

const asMember = (member = demoPlayer) => {
  const bff = gamesBff({ lotteries, draws });
  bff.member = member;
  return bff;
};

describe('/lottery', () => {
  it('shows the lobby: popular games, every group and the latest results', async () => {
    renderApp({ bff: gamesBff({ lotteries, draws }), path: '/lottery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();

    const popular = screen.getByRole('region', { name: 'Popular lotteries' });
    expect(await within(popular).findByRole('link', { name: /Ha Noi Lottery/ })).toHaveAttribute(
      'href',
      '/lottery?gameCode=VN_HN&playType=2D',
    );
    const all = screen.getByRole('region', { name: 'All lotteries' });
    expect(await within(all).findByRole('region', { name: 'SOUTH group' })).toHaveTextContent(
      'Ho Chi Minh Lottery',
    );

    const results = await screen.findByRole('table');
    const rows = within(results).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '20260503-0083',
      '20260503-0050',
      '20260503-0001',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'Ha Noi Lottery',
    );
    expect(rows[0]).toHaveTextContent('48213');
  });

  it.each([
    ['KM', 'ឆ្នោតទាំងអស់', 'ឆ្នោតវៀតណាម'],
    ['CN', '全部彩票', '越南彩票'],
  ] as const)(
    'names the lottery groups in %s; an unknown group keeps its name (#10)',
    async (language, allGames, vnLotto) => {
      const vnGame = lotteryGame({
        gameCode: 'VN_NS',
        gameName: 'Northern Star',
        gameGroupCode: 'VN_LOTT',
      });
      renderApp({
        bff: gamesBff({ lotteries: [vnGame, saigon], draws }),
        path: '/lottery',
        language,
      });
      const all = await screen.findByRole('region', { name: allGames });
      expect(await within(all).findByRole('heading', { name: vnLotto })).toBeInTheDocument();
      expect(within(all).getByRole('heading', { name: 'SOUTH group' })).toBeInTheDocument();
      expect(within(all).queryByRole('heading', { name: 'VN_LOTT group' })).not.toBeInTheDocument();
    },
  );

  it('opens a game’s betting page for a member (launchMode LOTT)', async () => {
    const bff = asMember();
    const { user, router } = renderApp({ bff, path: '/lottery?gameCode=VN_HN&playType=2D' });
    const frame = await screen.findByTitle('Ha Noi Lottery');
    expect(frame).toHaveAttribute('src', 'http://games.test/play/slot?ticket=t-VN_HN');
    const [launch] = bff.requestsTo('GET', '/wps/game/launchGame');
    expect(launch?.query.get('launchMode')).toBe('LOTT');
    expect(launch?.query.get('lottoGameCode')).toBe('VN_HN');
    expect(launch?.query.get('lottoView')).toBe('betting');

    // Opened directly, Close leads to the lottery lobby.
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/lottery');
  });

  it('asks a visitor to log in before betting, without launching', async () => {
    const bff = gamesBff({ lotteries, draws });
    const { user } = renderApp({ bff, path: '/lottery?gameCode=VN_HN&playType=2D' });
    expect(await screen.findByText('Log in to bet on this lottery.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    await user.click(within(main).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('tells a trial account that betting needs a real account', async () => {
    const bff = asMember(trialPlayer);
    renderApp({ bff, path: '/lottery?gameCode=VN_HN&playType=2D' });
    expect(
      await screen.findByText(
        'Betting on lotteries needs a real account. Please register to play.',
      ),
    ).toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('shows a refused launch by its code, and tries again', async () => {
    const bff = asMember();
    bff.on('GET', '/wps/game/launchGame', () => fail('game.maintenance', 409));
    const { user } = renderApp({ bff, path: '/lottery?gameCode=VN_HN&playType=2D' });
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'This game is under maintenance.',
    );

    bff.on('GET', '/wps/game/launchGame', () => ({
      status: 200,
      body: { success: true, value: { content: { game_url: 'http://games.test/lotto' } } },
    }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Ha Noi Lottery')).toHaveAttribute(
      'src',
      'http://games.test/lotto',
    );
  });
});

describe('/vnlottery and /seaLottery', () => {
  it('lists the VN games of both prize modes and their results, newest first', async () => {
    const bff = gamesBff({ lotteries, draws });
    renderApp({ bff, path: '/vnlottery' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vietnam Lottery' }),
    ).toBeInTheDocument();
    const all = screen.getByRole('region', { name: 'All lotteries' });
    expect(await within(all).findByRole('link', { name: /ZY Five/ })).toBeInTheDocument();
    expect(within(all).getByRole('link', { name: /Ha Noi Lottery/ })).toBeInTheDocument();
    expect(within(all).queryByRole('link', { name: /Khmer 5D/ })).not.toBeInTheDocument();
    expect(
      bff.requestsTo('GET', '/lgw/vn/games/game_menu').map((r) => r.query.get('prizeMode')),
    ).toEqual(['Lott', 'ZY']);

    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'ZY Five',
      'Ha Noi Lottery',
    ]);
  });

  it('plays the VN lottery lobby in a frame and comes back to the page', async () => {
    const bff = asMember();
    const { user, router } = renderApp({ bff, path: '/vnlottery' });
    await user.click(await screen.findByRole('link', { name: 'Play Vietnam Lottery' }));
    expect(await screen.findByTitle('Vietnam Lottery')).toBeInTheDocument();
    const [launch] = bff.requestsTo('GET', '/wps/game/launchGame');
    expect(launch?.query.get('launchMode')).toBe('LOTT');
    expect(launch?.query.get('lottoArea')).toBe('VN');
    expect(launch?.query.get('lottoView')).toBe('lobby');

    await user.click(screen.getByRole('button', { name: 'Close game' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/vnlottery');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vietnam Lottery' }),
    ).toBeInTheDocument();
  });

  it('shows the SEA games and results only on /seaLottery', async () => {
    renderApp({ bff: gamesBff({ lotteries, draws }), path: '/seaLottery' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SEA Lottery' }),
    ).toBeInTheDocument();
    const all = screen.getByRole('region', { name: 'All lotteries' });
    expect(await within(all).findByRole('link', { name: /Khmer 5D/ })).toHaveAttribute(
      'href',
      '/lottery?gameCode=SEA_KH&playType=2D',
    );
    expect(within(all).getAllByRole('link')).toHaveLength(1);
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('55555');
  });

  it('shows a failed list by its code and loads it again on request', async () => {
    const bff = gamesBff({ lotteries, draws });
    bff.on('GET', '/lgw/vn/games/game_menu', () => fail('system.busy', 503));
    const { user } = renderApp({ bff, path: '/seaLottery' });
    const all = await screen.findByRole('region', { name: 'All lotteries' });
    expect(await within(all).findByRole('alert')).toHaveTextContent(
      'The system is busy. Please try again later.',
    );
    bff.on('GET', '/lgw/vn/games/game_menu', () => ({ status: 200, body: {} }));
    await user.click(within(all).getByRole('button', { name: 'Try again' }));
    expect(await within(all).findByText('No lotteries are open right now.')).toBeInTheDocument();
  });
});
