import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LaunchTarget } from '@his/machines/game-launch';
import { targetNameOf } from '@his/machines/game-launch';
import { App } from '@/app/app.tsx';
import { appRoutes } from '@/app/router.tsx';
import { createI18n } from '@/lib/i18n.ts';
import type { FakeBff } from '../../../../test/fake-bff.ts';
import { fail, ok } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { game, gamesBff, trialPlayer, vendorCard } from '../games.fixtures.ts';
import { useLaunchGame } from '../use-launch-game.ts';
import { en } from '@his/shared/i18n/en';

/** A list of buttons that open targets the way the lobby's cards do. */
const Launcher = ({ targets }: { targets: LaunchTarget[] }) => {
  const launch = useLaunchGame();
  return (
    <ul>
      {targets.map((target) => (
        <li key={targetNameOf(target)}>
          <button type="button" onClick={() => launch(target)}>
            {targetNameOf(target)}
          </button>
        </li>
      ))}
    </ul>
  );
};

/** The app's routes with `/launcher` beside the pages, inside the layout and its guard. */
const routesWith = (route: RouteObject): RouteObject[] =>
  appRoutes.map((shell) => ({
    ...shell,
    children: shell.children?.map((layout) =>
      layout.path
        ? layout
        : {
            ...layout,
            children: layout.children?.map((guard) => ({
              ...guard,
              children: [route, ...(guard.children ?? [])],
            })),
          },
    ),
  })) as RouteObject[];

/** The whole app over a fake bff, starting on a page of launch buttons (or `path`). */
const renderLauncher = ({
  bff,
  targets,
  path = '/launcher',
}: {
  bff: FakeBff;
  targets: LaunchTarget[];
  path?: string;
}) => {
  bff.install();
  const router = createMemoryRouter(
    routesWith({ path: '/launcher', element: <Launcher targets={targets} /> }),
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(<App i18n={createI18n('EN', { EN: en })} router={router} />);
  return { ...view, bff, router, user };
};

const slot = game();
const member = () => {
  const bff = gamesBff({ games: [slot] });
  bff.member = demoPlayer;
  return bff;
};

describe('opening a game', () => {
  it('launches with the GLS payload and shows the game in a frame on /game', async () => {
    const bff = member();
    const { user, router } = renderLauncher({ bff, targets: [{ kind: 'game', game: slot }] });
    await user.click(await screen.findByRole('button', { name: 'Lucky Slot' }));

    const frame = await screen.findByTitle('Lucky Slot');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'http://games.test/play/slot?ticket=t-1001');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
    expect(frame).toHaveAttribute('allow', 'fullscreen');
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Slot' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game');
    expect(router.state.location.search).toBe('?nodeId=1001&vassalage=HIS&gameType=INHOUSE');

    const [launch] = bff.requestsTo('GET', '/wps/game/launchGame');
    expect(Object.fromEntries(launch?.query ?? [])).toEqual({
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      accountType: '1',
      confirmTrans: '0',
      vassalage: 'HIS',
      nodeId: '1001',
      gameId: 'HIS_SLOT_1',
      language: 'EN',
    });
  });

  it('goes back when the game closes and refreshes the header balance', async () => {
    const bff = member();
    const { user, router } = renderLauncher({ bff, targets: [{ kind: 'game', game: slot }] });
    await user.click(await screen.findByRole('button', { name: 'Lucky Slot' }));
    await screen.findByTitle('Lucky Slot');
    // The member's header area is its own chunk: it may come after the game frame.
    expect(await screen.findByTestId('balance')).toHaveTextContent('10,000.00');

    bff.balance = 9_987.5;
    await user.click(screen.getByRole('button', { name: 'Close game' }));
    expect(router.state.location.pathname).toBe('/launcher');
    expect(await screen.findByText('9,987.50')).toBeInTheDocument();
  });

  it('asks a visitor to log in, then opens the game', async () => {
    const bff = gamesBff({ games: [slot] });
    const { user, router } = renderLauncher({ bff, targets: [{ kind: 'game', game: slot }] });
    await user.click(await screen.findByRole('button', { name: 'Lucky Slot' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(bff.requestsTo('GET', '/wps/game/launchGame')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Username'), 'demo_player');
    await user.type(within(dialog).getByLabelText('Password'), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect(await screen.findByTitle('Lucky Slot')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game');
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('drops the launch when the visitor closes the login popup', async () => {
    const bff = gamesBff({ games: [slot] });
    const { user, router } = renderLauncher({ bff, targets: [{ kind: 'game', game: slot }] });
    await user.click(await screen.findByRole('button', { name: 'Lucky Slot' }));
    await screen.findByRole('dialog', { name: 'Log in' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument(),
    );

    // A later login from the header goes home as usual and opens nothing.
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Username'), 'demo_player');
    await user.type(within(form).getByLabelText('Password'), 'Demo1234');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('balance')).toHaveTextContent('10,000.00');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bff.requestsTo('GET', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('shows a trial account the real-account warning on a real-money game', async () => {
    const live = game({ nodeId: '2001', displayName: 'Live Table', freeplay: false });
    const bff = gamesBff({ games: [live, slot] });
    bff.member = trialPlayer;
    const { user } = renderLauncher({
      bff,
      targets: [
        { kind: 'game', game: live },
        { kind: 'game', game: slot },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Live Table' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Real account needed' });
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(bff.requestsTo('GET', '/wps/game/launchGame')).toHaveLength(0);

    // A free-play game opens on demo credit (accountType 0).
    await user.click(screen.getByRole('button', { name: 'Lucky Slot' }));
    await screen.findByTitle('Lucky Slot');
    const [launch] = bff.requestsTo('GET', '/wps/game/launchGame');
    expect(launch?.query.get('accountType')).toBe('0');
  });

  it('says a game under maintenance is closed, without calling the platform', async () => {
    const closed = game({ nodeId: '3001', displayName: 'Closed Slot', maintenance: true });
    const bff = member();
    const { user } = renderLauncher({ bff, targets: [{ kind: 'game', game: closed }] });
    await user.click(await screen.findByRole('button', { name: 'Closed Slot' }));
    const alert = await screen.findByRole('alertdialog', {
      name: 'Closed Slot could not be opened',
    });
    expect(alert).toHaveTextContent('This game is under maintenance.');
    expect(bff.requestsTo('GET', '/wps/game/launchGame')).toHaveLength(0);
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the coded refusal of the platform (#734 previous game not finished)', async () => {
    const bff = member();
    bff.on('GET', '/wps/game/launchGame', () => fail('game.unfinished', 409));
    const { user, router } = renderLauncher({ bff, targets: [{ kind: 'game', game: slot }] });
    await user.click(await screen.findByRole('button', { name: 'Lucky Slot' }));
    const alert = await screen.findByRole('alertdialog', {
      name: 'Lucky Slot could not be opened',
    });
    expect(alert).toHaveTextContent('Your previous game has not finished yet.');
    expect(alert).not.toHaveTextContent('server text never shown');
    expect(router.state.location.pathname).toBe('/launcher');
  });

  it('lists a VASSALAGE vendor’s games in the game popup; a pick launches it', async () => {
    const fish = [
      game({ nodeId: '4001', displayName: 'Ocean King', vassalage: 'FP', gameType: 'FISH' }),
      game({ nodeId: '4002', displayName: 'Reef Hunter', vassalage: 'FP', gameType: 'FISH' }),
    ];
    const bff = gamesBff({ games: fish });
    bff.member = demoPlayer;
    const { user, router } = renderLauncher({
      bff,
      targets: [{ kind: 'vendor', vendor: vendorCard() }],
    });
    await user.click(await screen.findByRole('button', { name: 'Fish Party' }));
    const popup = await screen.findByRole('dialog', { name: 'Fish Party games' });
    const list = await within(popup).findByRole('list', { name: 'Games of Fish Party' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ocean King', 'Reef Hunter']);
    const [listCall] = bff.requestsTo('GET', '/wps/relay/GCSGAME_gameList');
    expect(listCall?.query.get('vassalage')).toBe('FP');
    expect(listCall?.query.get('gameType')).toBe('FISH');

    await user.click(within(list).getByRole('button', { name: 'Reef Hunter' }));
    expect(await screen.findByTitle('Reef Hunter')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Fish Party games' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?nodeId=4002&vassalage=FP&gameType=FISH');
  });

  it('lists a PVP game’s tables before its launch; a free one launches there', async () => {
    const cards = game({
      nodeId: '5001',
      displayName: 'Lantern Cards',
      vassalage: 'CDL',
      gameType: 'PVP',
    });
    const bff = gamesBff({ games: [cards] });
    bff.member = demoPlayer;
    const table = (roomId: string, roomName: string, players: number, maxPlayers: number) => ({
      roomId,
      roomName,
      vassalage: 'CDL',
      gameId: cards.gameId,
      nodeId: '5001',
      minBet: 50,
      players,
      maxPlayers,
    });
    bff.on('GET', '/wps/relay/GLS2_roomList', () =>
      ok({ list: [table('R1', 'Novice', 6, 6), table('R2', 'Regular', 2, 6)] }),
    );
    const { user, router } = renderLauncher({ bff, targets: [{ kind: 'game', game: cards }] });
    await user.click(await screen.findByRole('button', { name: 'Lantern Cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a table: Lantern Cards' });
    const list = await within(dialog).findByRole('table', { name: 'Tables of Lantern Cards' });
    expect(within(list).getByRole('row', { name: /Novice/ })).toHaveTextContent('6 of 6 seats');
    expect(within(list).getByRole('row', { name: /Novice/ })).toHaveTextContent('50.00');
    expect(within(list).getByRole('button', { name: 'Novice: Full' })).toBeDisabled();
    expect(bff.requestsTo('GET', '/wps/game/launchGame')).toHaveLength(0);
    const [roomsCall] = bff.requestsTo('GET', '/wps/relay/GLS2_roomList');
    expect(Object.fromEntries(roomsCall?.query ?? [])).toEqual({
      vassalage: 'CDL',
      gameId: cards.gameId,
    });

    await user.click(within(list).getByRole('button', { name: 'Join Regular' }));
    expect(await screen.findByTitle('Lantern Cards')).toBeInTheDocument();
    const [launch] = bff.requestsTo('GET', '/wps/game/launchGame');
    expect(launch?.query.get('roomId')).toBe('R2');
    expect(router.state.location.search).toBe('?nodeId=5001&vassalage=CDL&gameType=PVP&roomId=R2');
  });

  it('closes the game popup without launching anything', async () => {
    const bff = gamesBff({ games: [] });
    bff.member = demoPlayer;
    const { user } = renderLauncher({ bff, targets: [{ kind: 'vendor', vendor: vendorCard() }] });
    await user.click(await screen.findByRole('button', { name: 'Fish Party' }));
    const popup = await screen.findByRole('dialog', { name: 'Fish Party games' });
    expect(
      await within(popup).findByText('This vendor has no games to play right now.'),
    ).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/game/launchGame')).toHaveLength(0);
  });

  it('opens a slot vendor’s lobby and remembers the vendor', async () => {
    const bff = member();
    const card = vendorCard({
      vassalage: 'PG',
      displayName: 'PG Slots',
      gameType: 'RNG',
      isGame: 'GAME',
    });
    const { user, router } = renderLauncher({ bff, targets: [{ kind: 'vendor', vendor: card }] });
    await user.click(await screen.findByRole('button', { name: 'PG Slots' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(router.state.location.search).toBe('?page=PG');
    expect(sessionStorage.getItem('vassalage')).toBe('PG');
  });

  it('sends a lottery game to its betting page', async () => {
    const bff = member();
    const lotto = game({
      nodeId: '5001',
      displayName: 'Quick 5D',
      vassalage: 'TCG',
      gameType: 'LOTT',
      gameCode: 'Q5D',
      defaultPlayType: '2D',
    });
    const { user, router } = renderLauncher({ bff, targets: [{ kind: 'game', game: lotto }] });
    await user.click(await screen.findByRole('button', { name: 'Quick 5D' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lottery'));
    expect(router.state.location.search).toBe('?gameCode=Q5D&playType=2D');
  });
});

describe('the /game page', () => {
  it('opens the game named by its address again after a reload, replacing the entry', async () => {
    const bff = member();
    const { router } = renderLauncher({
      bff,
      targets: [],
      path: '/game?nodeId=1001&vassalage=HIS&gameType=INHOUSE',
    });
    expect(await screen.findByTitle('Lucky Slot')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bff.requestsTo('GET', '/wps/game/launchGame')).toHaveLength(1);
  });

  it('offers the game again once a refusal is dismissed', async () => {
    const bff = member();
    bff.on('GET', '/wps/game/launchGame', () => fail('game.maintenance', 409));
    const { user } = renderLauncher({
      bff,
      targets: [],
      path: '/game?nodeId=1001&vassalage=HIS&gameType=INHOUSE',
    });
    const alert = await screen.findByRole('alertdialog');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lucky Slot' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the game' })).toBeInTheDocument();
    expect(screen.queryByTitle('Lucky Slot')).not.toBeInTheDocument();
  });

  it('says so when the address names no game the vendor lists', async () => {
    const bff = member();
    renderLauncher({ bff, targets: [], path: '/game?nodeId=999&vassalage=HIS&gameType=INHOUSE' });
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });

  it('says no game is selected without an address', async () => {
    renderLauncher({ bff: member(), targets: [], path: '/game' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No game selected' }),
    ).toBeInTheDocument();
  });
});
