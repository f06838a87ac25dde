import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../../test/fake-bff.ts';
import { stubMedia } from '../../../../test/media.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { LobbyFakeBff, gameNamed, trialPlayer } from '../lobby.fixtures.ts';

const starOf = (name: string) => screen.findByRole('button', { name: `Favourite: ${name}` });

// A vendor lobby of one vendor, and its first game.
const path = '/rng?page=KH19';
const first = gameNamed('Lucky Tiger 1');

const memberBff = () => {
  // Wide screen: 24 games a page, no infinite scroll in the way.
  stubMedia(() => true);
  const bff = new LobbyFakeBff();
  bff.member = demoPlayer;
  return bff;
};

describe('the favourite star', () => {
  it('stars a game for a member at once and saves it', async () => {
    const bff = memberBff();
    const { user } = renderApp({ bff, path });
    const star = await starOf(first.displayName);
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(bff.favourites).toEqual([first.nodeId]));
    expect(bff.requestsTo('POST', '/wps/relay/MCSFE_addFavoriteGameV2')[0]?.body).toEqual({
      nodeId: first.nodeId,
      vendor: 'KH19',
      gameType: 'RNG',
    });
  });

  it('shows the member’s favourites starred and un-stars one', async () => {
    const bff = memberBff();
    bff.favourites = [first.nodeId];
    const { user } = renderApp({ bff, path });
    const star = await starOf(first.displayName);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(bff.favourites).toEqual([]));
    expect(bff.requestsTo('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2')).toHaveLength(1);
  });

  it('turns the star off again when the platform refuses, and says why', async () => {
    const bff = memberBff();
    bff.on('POST', '/wps/relay/MCSFE_addFavoriteGameV2', () => fail('not.found', 404));
    const { user } = renderApp({ bff, path });
    const star = await starOf(first.displayName);
    await user.click(star);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your favourites could not be updated. Not found.');
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    stubMedia(() => true);
    const bff = new LobbyFakeBff();
    const { user } = renderApp({ bff, path });
    const star = await starOf(first.displayName);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(bff.requestsTo('POST', '/wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(0);
  });

  it('tells a trial account a real account is needed', async () => {
    stubMedia(() => true);
    const bff = new LobbyFakeBff();
    bff.member = trialPlayer;
    const { user } = renderApp({ bff, path });
    await user.click(await starOf(first.displayName));
    expect(
      await screen.findByRole('alertdialog', { name: 'Real account needed' }),
    ).toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/relay/MCSFE_getFavoriteGames')).toHaveLength(0);
    expect(bff.requestsTo('POST', '/wps/relay/MCSFE_addFavoriteGameV2')).toHaveLength(0);
  });

  // Log in, sign out and a lobby again through the whole app: longer than the default 5 s.
  it('forgets the favourites when the member signs out', { timeout: 15_000 }, async () => {
    const bff = memberBff();
    bff.favourites = [first.nodeId];
    const { user } = renderApp({ bff, path });
    const star = await starOf(first.displayName);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await screen.findByRole('form', { name: 'Sign in' });
    await user.click(screen.getByRole('link', { name: 'Slots' }));
    expect(await starOf(first.displayName)).toHaveAttribute('aria-pressed', 'false');
  });
});
