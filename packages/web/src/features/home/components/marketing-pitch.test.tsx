import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { LobbyFakeBff } from '../../lobby/lobby.fixtures.ts';

// ByText keeps the big home page cheap to query; the selector still pins the tile to a link.
const cockfightTile = (name: string) => screen.findByText(name, { selector: 'a' });

describe('home "Game categories"', () => {
  it('has a Cockfight tile that opens the cockfight category', async () => {
    const { user } = renderApp({ bff: new LobbyFakeBff(), path: '/' });
    await user.click(await cockfightTile('Cockfight'));
    const providers = await screen.findByRole('list', { name: 'Providers' });
    expect(within(providers).getByRole('button', { name: 'DS88 Cockfight' })).toBeInTheDocument();
  });

  it.each([
    ['KM', 'ជល់មាន់'],
    ['CN', '斗鸡'],
  ] as const)('names the Cockfight tile in %s', async (language, name) => {
    renderApp({ bff: new LobbyFakeBff(), path: '/', language });
    expect(await cockfightTile(name)).toHaveAttribute('href', '/cockfight');
  });
});
