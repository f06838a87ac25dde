import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../../test/fake-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { LobbyFakeBff } from '../lobby.fixtures.ts';

const providers = () => screen.findByRole('list', { name: 'Providers' });

describe('category pages', () => {
  it('lists the lottery and e-lottery vendors on /elott, the SEA lottery card too', async () => {
    renderApp({ bff: new LobbyFakeBff(), path: '/elott' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
    const cards = within(await providers()).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual([
      'VN Lottery',
      'Golden Lantern E-Lotto',
      'SEA Lottery',
    ]);
  });

  it('lists the esport vendors split out of sports on /esports, and sports without them', async () => {
    const { unmount } = renderApp({ bff: new LobbyFakeBff(), path: '/esports' });
    const esports = within(await providers()).getAllByRole('button');
    expect(esports.map((card) => card.textContent)).toEqual(['AV E-Sports', 'IMES E-Sports']);
    unmount();

    renderApp({ bff: new LobbyFakeBff(), path: '/sports' });
    const sports = within(await providers()).getAllByRole('button');
    expect(sports.map((card) => card.textContent)).toEqual(['SV3 Sports']);
  });

  it('opens a vendor through the launch: a visitor is asked to log in first', async () => {
    const { user } = renderApp({ bff: new LobbyFakeBff(), path: '/cockfight' });
    await user.click(within(await providers()).getByRole('button', { name: 'DS88 Cockfight' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('marks a vendor under maintenance', async () => {
    const bff = new LobbyFakeBff();
    renderApp({ bff, path: '/live' });
    const vendors = await screen.findByRole('navigation', { name: 'Providers' });
    expect(
      await within(vendors).findByRole('link', { name: /Lumen Live Studio/ }),
    ).toHaveTextContent('Maintenance');
  });

  it('says when the vendors cannot load and asks again', async () => {
    const bff = new LobbyFakeBff();
    bff.on('GET', '/wps/relay/GCSGAME_newGameVendor', () => fail('upstream.unavailable', 503));
    const { user } = renderApp({ bff, path: '/sports' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The providers could not be loaded.');

    bff.on('GET', '/wps/relay/GCSGAME_newGameVendor', () => ok({ data: { lanes: [] } }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No providers in this category right now.')).toBeInTheDocument();
  });
});
