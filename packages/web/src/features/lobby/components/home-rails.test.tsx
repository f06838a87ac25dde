import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { LobbyFakeBff, gameNamed, houseSlot, trialPlayer } from '../lobby.fixtures.ts';
import { railBatch } from './game-rail.tsx';

const rail = (name: string) => screen.findByRole('region', { name });

describe('home rails', () => {
  it('shows a visitor the hot games, the winner board and the jackpots', async () => {
    renderApp({ bff: new LobbyFakeBff() });
    const hot = await rail('Hot games');
    expect(
      await within(hot).findByRole('button', { name: houseSlot.displayName }),
    ).toBeInTheDocument();

    const winners = await rail('Winner board');
    expect(
      await within(winners).findByText('de***er won on HIS Moonlight Slot'),
    ).toBeInTheDocument();
    expect(within(winners).getByText('1,234.50')).toBeInTheDocument();

    const jackpots = await rail('Jackpots');
    expect(await within(jackpots).findByText('98,765.43')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My favourites' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
  });

  it('formats jackpot amounts in the reader’s language', async () => {
    renderApp({ bff: new LobbyFakeBff(), language: 'KM' });
    expect(await screen.findByText('98,765.43')).toBeInTheDocument();
  });

  it('shows a member the favourites and the recently played games', async () => {
    const bff = new LobbyFakeBff();
    bff.member = demoPlayer;
    const lucky = gameNamed('Lucky Tiger 1');
    bff.favourites = [lucky.nodeId];
    bff.recent = [houseSlot];
    renderApp({ bff });
    const favourites = await rail('My favourites');
    const star = await within(favourites).findByRole('button', {
      name: 'Favourite: Lucky Tiger 1',
    });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    const recent = await rail('Recently played');
    expect(
      await within(recent).findByRole('button', { name: houseSlot.displayName }),
    ).toBeInTheDocument();
  });

  it('lists a game starred on the home page in the favourites once saved', async () => {
    const bff = new LobbyFakeBff();
    bff.member = demoPlayer;
    const { user } = renderApp({ bff });
    const favourites = await rail('My favourites');
    expect(
      await within(favourites).findByText('Tap the star on a game to keep it here.'),
    ).toBeInTheDocument();

    const hot = await rail('Hot games');
    await user.click(
      await within(hot).findByRole('button', { name: `Favourite: ${houseSlot.displayName}` }),
    );
    expect(
      await within(favourites).findByRole('button', { name: houseSlot.displayName }),
    ).toBeInTheDocument();
  });

  it('shows a trial account its recent games but no favourites', async () => {
    const bff = new LobbyFakeBff();
    bff.member = trialPlayer;
    renderApp({ bff });
    expect(await rail('Recently played')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My favourites' })).not.toBeInTheDocument();
  });

  it('says when a rail fails and loads it again on retry', async () => {
    const bff = new LobbyFakeBff();
    bff.on('GET', '/wps/relay/VIS_getJackpot', () => fail('system.busy', 503));
    const { user } = renderApp({ bff });
    const jackpots = await rail('Jackpots');
    expect(await within(jackpots).findByText('This list could not be loaded.')).toBeInTheDocument();

    bff.on('GET', '/wps/relay/VIS_getJackpot', () => ok({ list: [] }));
    await user.click(within(jackpots).getByRole('button', { name: 'Try again' }));
    expect(await within(jackpots).findByText('No jackpots right now.')).toBeInTheDocument();
    expect(bff.requestsTo('GET', '/wps/relay/VIS_getJackpot')).toHaveLength(2);
  });

  it('renders a long rail a batch at a time, the next as its end comes near', async () => {
    // The observers that watch something now, each with the cards shown beside what it watches
    // when it began: the rail sets its end's observer up in an effect after each batch renders.
    type Callback = (entries: { isIntersecting: boolean }[]) => void;
    const watching = new Map<object, { callback: Callback; cardsBeside: number }>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: Callback) {}
        observe(element: Element) {
          const cardsBeside = element.parentElement?.querySelectorAll('article').length ?? 0;
          watching.set(this, { callback: this.callback, cardsBeside });
        }
        disconnect() {
          watching.delete(this);
        }
      },
    );
    const bff = new LobbyFakeBff();
    const total = railBatch * 2 + 5;
    const many = Array.from({ length: total }, (_, index) => ({
      ...houseSlot,
      nodeId: String(5000 + index),
      displayName: `Hot ${index + 1}`,
    }));
    bff.on('GET', '/wps/relay/GCSGAME_hotGamesV2', () => ok({ list: many }));
    renderApp({ bff });
    const hot = await rail('Hot games');
    const cards = () => within(hot).queryAllByRole('article');
    await waitFor(() => expect(cards()).toHaveLength(railBatch));
    expect(within(hot).queryByRole('button', { name: `Hot ${railBatch + 1}` })).toBeNull();

    // Once the rail watches its end after `shown` cards, everything watched comes into view: the
    // rail's end, and the cards' images with it.
    const nearEnd = async (shown: number) => {
      await waitFor(() =>
        expect([...watching.values()].map(({ cardsBeside }) => cardsBeside)).toContain(shown),
      );
      act(() => {
        for (const { callback } of [...watching.values()]) callback([{ isIntersecting: true }]);
      });
    };
    await nearEnd(railBatch);
    await waitFor(() => expect(cards()).toHaveLength(railBatch * 2));
    await nearEnd(railBatch * 2);
    await waitFor(() => expect(cards()).toHaveLength(total));
    expect(within(hot).getByRole('button', { name: `Hot ${total}` })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
