import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../test/fake-bff.ts';
import { stubMedia } from '../../../../test/media.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { LobbyFakeBff } from '../lobby.fixtures.ts';

/** Phones scroll on (infinite scroll); wide screens get numbered pages. */
const onScreen = (width: 'phone' | 'wide') => stubMedia(() => width === 'wide');

const gameGrid = () => screen.getByRole('list', { name: 'Games' });
const cardCount = () => within(gameGrid()).getAllByRole('article').length;

describe('a vendor lobby', () => {
  // Three page loads through the whole app: more than the default 5 s on a busy machine.
  it(
    'scrolls on: 21 games first, then pages of 18 merged without repeats',
    { timeout: 15_000 },
    async () => {
      onScreen('phone');
      const bff = new LobbyFakeBff();
      const { user } = renderApp({ bff, path: '/rng' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
      await waitFor(() => expect(cardCount()).toBe(21));
      expect(screen.getByText('Showing 21 of 90 games')).toBeInTheDocument();
      expect(bff.gameListQueries()[0]).toMatchObject({
        gameType: 'RNG',
        pageNo: '1',
        pageSize: '21',
      });

      await user.click(screen.getByRole('button', { name: 'Load more games' }));
      await waitFor(() => expect(cardCount()).toBe(36));
      expect(bff.gameListQueries().at(-1)).toMatchObject({ pageNo: '2', pageSize: '18' });

      await user.click(screen.getByRole('button', { name: 'Load more games' }));
      await waitFor(() => expect(cardCount()).toBe(54));
      expect(bff.gameListQueries().at(-1)).toMatchObject({ pageNo: '3', pageSize: '18' });
    },
  );

  it('stops scrolling at the last page and says so', { timeout: 15_000 }, async () => {
    onScreen('phone');
    const { user } = renderApp({ bff: new LobbyFakeBff(), path: '/rng?page=KH19' });
    await waitFor(() => expect(cardCount()).toBe(21));
    await user.click(screen.getByRole('button', { name: 'Load more games' }));
    await waitFor(() => expect(cardCount()).toBe(30));
    expect(screen.getByText('That is every game here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more games' })).not.toBeInTheDocument();
  });

  it('pages with numbers on a wide screen (24 a page)', async () => {
    onScreen('wide');
    const bff = new LobbyFakeBff();
    const { user } = renderApp({ bff, path: '/rng' });
    await waitFor(() => expect(cardCount()).toBe(24));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const fourth = within(pager).getByRole('button', { name: 'Page 4' });
    await user.click(fourth);
    await waitFor(() => expect(cardCount()).toBe(18));
    expect(bff.gameListQueries().at(-1)).toMatchObject({ pageNo: '4', pageSize: '24' });
    // The pager stayed while the page loaded: focus is where the player left it.
    expect(fourth).toHaveFocus();
    expect(fourth).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('selects the vendor of ?page= and links every vendor of the category', async () => {
    onScreen('wide');
    const bff = new LobbyFakeBff();
    renderApp({ bff, path: '/rng?page=NOVA' });
    const vendors = await screen.findByRole('navigation', { name: 'Providers' });
    expect(await within(vendors).findByRole('link', { name: 'Nova Reels' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(vendors).getByRole('link', { name: /All/ })).toHaveAttribute('href', '/rng');
    await waitFor(() => expect(cardCount()).toBe(24));
    expect(bff.gameListQueries().at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'NOVA' });
    expect(within(gameGrid()).getAllByText('Nova Reels')).toHaveLength(24);
  });

  it('lists only KH19 games on /kh19games, without a vendor strip', async () => {
    onScreen('wide');
    const bff = new LobbyFakeBff();
    renderApp({ bff, path: '/kh19games' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'KH19 Games' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cardCount()).toBe(24));
    expect(bff.gameListQueries().at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'KH19' });
    expect(screen.queryByRole('navigation', { name: 'Providers' })).not.toBeInTheDocument();
  });

  it('searches game names across the vendors after typing pauses', async () => {
    onScreen('wide');
    const bff = new LobbyFakeBff();
    const { user } = renderApp({ bff, path: '/rng' });
    await waitFor(() => expect(cardCount()).toBe(24));
    const before = bff.gameListQueries().length;

    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'dragon 1');
    await waitFor(() =>
      expect(bff.gameListQueries().at(-1)).toMatchObject({ gameName: 'dragon 1' }),
    );
    // One request after the pause, not one per key.
    expect(bff.gameListQueries().length).toBe(before + 1);
    await waitFor(() => expect(screen.getByText(/^Showing \d+ of \d+ games$/)).toBeInTheDocument());
    const cards = within(gameGrid()).getAllByRole('article');
    expect(cards.every((card) => /dragon 1/i.test(card.textContent ?? ''))).toBe(true);
    // Games of several vendors match.
    const vendorsShown = new Set(
      cards.map((card) => card.textContent?.match(/KH19 Games|Nova Reels|Ember Spin/)?.[0]),
    );
    expect(vendorsShown.size).toBeGreaterThan(1);

    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzz');
    expect(await screen.findByText('No game matches “zzz”.')).toBeInTheDocument();
  });

  it('filters by game class', async () => {
    onScreen('wide');
    const bff = new LobbyFakeBff();
    const { user } = renderApp({ bff, path: '/rng?page=KH19' });
    const classes = await screen.findByRole('list', { name: 'Game types' });
    expect(within(classes).getByRole('button', { name: 'All types' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(classes).getByRole('button', { name: 'Table Games' }));
    await waitFor(() =>
      expect(bff.gameListQueries().at(-1)).toMatchObject({
        vassalage: 'KH19',
        gameClassify: 'TABLE',
      }),
    );
    await waitFor(() => expect(cardCount()).toBe(10));
  });

  it.each([
    ['KM', 'ប្រភេទហ្គេម', 'ល្បែងលើតុ'],
    ['CN', '游戏类型', '桌面游戏'],
  ] as const)('names the game classes in %s (#10)', async (language, list, table) => {
    onScreen('wide');
    renderApp({ bff: new LobbyFakeBff(), path: '/rng?page=KH19', language });
    const classes = await screen.findByRole('list', { name: list });
    expect(within(classes).getByRole('button', { name: table })).toBeInTheDocument();
    expect(within(classes).queryByRole('button', { name: 'Table Games' })).not.toBeInTheDocument();
  });

  it('says when the games fail and loads them again on retry', async () => {
    onScreen('wide');
    const bff = new LobbyFakeBff();
    bff.on('GET', '/wps/relay/GCSGAME_gameList', () => fail('system.busy', 503));
    const { user } = renderApp({ bff, path: '/rng' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');
    expect(alert).toHaveTextContent('The system is busy. Please try again later.');

    bff.on('GET', '/wps/relay/GCSGAME_gameList', () =>
      ok({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 }),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No games here yet.')).toBeInTheDocument();
  });

  it('covers the hot games while they load', async () => {
    onScreen('wide');
    const bff = new LobbyFakeBff();
    const release = bff.hold('GET', '/wps/relay/GCSGAME_hotGamesV2');
    renderApp({ bff, path: '/rng' });
    const hot = await screen.findByRole('region', { name: 'Hot games' });
    expect(within(hot).getByRole('status')).toHaveTextContent('Loading hot games…');
    release();
    await waitFor(() => expect(within(hot).queryByRole('status')).not.toBeInTheDocument());
    expect(within(hot).getAllByRole('article').length).toBeGreaterThan(0);
    expect(
      bff.requestsTo('GET', '/wps/relay/GCSGAME_hotGamesV2').at(-1)?.query.get('gameType'),
    ).toBe('RNG');
  });
});
