import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubMedia } from '../../../../test/media.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { LobbyFakeBff } from '../lobby.fixtures.ts';

const headerNav = () => screen.getByRole('navigation', { name: 'Main navigation' });

/** The category entries' own links (not the vendor links inside their dropdown panels). */
const categoryLinks = () =>
  within(headerNav())
    .getAllByRole('link')
    .filter((link) => link.closest('[data-open]') && !link.closest('[id]'))
    .map((link) => link.textContent);

describe('header categories', () => {
  it('are not built on a phone, whose side menu lists them when opened', async () => {
    stubMedia(() => false);
    const { user } = renderApp({ bff: new LobbyFakeBff() });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const side = await screen.findByRole('navigation', { name: 'Side menu' });
    await within(side).findByRole('link', { name: 'Slots' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    // Nor the wide header's sign-in form: a phone signs in from its "Log in" button.
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows no categories while the lanes load, then those with vendors in SPEC order', async () => {
    const bff = new LobbyFakeBff();
    const release = bff.hold('GET', '/wps/relay/GCSGAME_newGameVendor');
    renderApp({ bff });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Slots' })).not.toBeInTheDocument();

    release();
    await within(nav).findByRole('link', { name: 'Slots' });
    // No PVP or BINGO lane: those entries stay away; esports and cockfight come out of sports.
    expect(categoryLinks()).toEqual([
      'Lottery',
      'Live Casino',
      'Sports',
      'Fishing',
      'Slots',
      'Esports',
      'Cockfight',
    ]);
    expect(bff.requestsTo('GET', '/wps/relay/GCSGAME_newGameVendor')).toHaveLength(1);
  });

  it('opens a dropdown of up to 9 vendors and MORE with the caret, and closes it with Escape', async () => {
    const { user } = renderApp({ bff: new LobbyFakeBff() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const caret = await within(nav).findByRole('button', { name: 'Show Slots providers' });
    expect(caret).toHaveAttribute('aria-expanded', 'false');

    await user.click(caret);
    expect(caret).toHaveAttribute('aria-expanded', 'true');
    const vendors = within(nav).getByRole('list', { name: 'Slots providers' });
    const entries = within(vendors).getAllByRole('link');
    expect(entries).toHaveLength(9);
    expect(entries[0]).toHaveTextContent('KH19 Games');
    expect(entries[0]).toHaveAttribute('href', '/kh19games?page=KH19');
    expect(entries[1]).toHaveAttribute('href', '/rng?page=NOVA');
    expect(within(nav).getByRole('link', { name: 'More Slots' })).toHaveAttribute('href', '/rng');

    await user.keyboard('{Escape}');
    expect(caret).toHaveAttribute('aria-expanded', 'false');
    expect(caret).toHaveFocus();
  });

  it('closes the dropdown on a press elsewhere', async () => {
    const { user } = renderApp({ bff: new LobbyFakeBff() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const caret = await within(nav).findByRole('button', { name: 'Show Sports providers' });
    await user.click(caret);
    expect(caret).toHaveAttribute('aria-expanded', 'true');
    await user.click(document.body);
    expect(caret).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists direct sports books as buttons that start the launch', async () => {
    const { user } = renderApp({ bff: new LobbyFakeBff() });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(await within(nav).findByRole('button', { name: 'Show Sports providers' }));
    await user.click(within(nav).getByRole('button', { name: 'SV3 Sports' }));
    // A visitor: the launch asks for a login first.
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('selects the category (vendor back to all) and opens its page', async () => {
    const bff = new LobbyFakeBff();
    const { user, router } = renderApp({ bff, path: '/rng?page=NOVA' });
    await waitFor(() =>
      expect(bff.gameListQueries().at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'NOVA' }),
    );
    const nav = headerNav();
    await user.click(within(nav).getByRole('link', { name: 'Slots' }));
    expect(router.state.location.pathname).toBe('/rng');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(bff.gameListQueries().at(-1)).not.toHaveProperty('vassalage'));
    expect(bff.gameListQueries().at(-1)).toMatchObject({ gameType: 'RNG', pageNo: '1' });
  });
});
