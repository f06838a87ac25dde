import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { LobbyFakeBff, lanes, vendorClasses } from '../lobby.fixtures.ts';
import { classesOf } from './class-chips.tsx';
import { partnersOf } from './partner-logos.tsx';

describe('partner logos', () => {
  it('lists every vendor once, without the SEA lottery (TCG_SEA)', () => {
    const partners = partnersOf(lanes);
    expect(partners.map((card) => card.displayName)).not.toContain('SEA Lottery');
    expect(partners.map((card) => card.displayName)).toContain('VN Lottery');
    expect(new Set(partners.map((card) => card.vassalage)).size).toBe(partners.length);
  });

  it('shows the logos in the footer with the vendor names as text', async () => {
    renderApp({ bff: new LobbyFakeBff() });
    const footer = await screen.findByRole('region', { name: 'Game partners' });
    const logos = await within(footer).findAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(
      partnersOf(lanes).map((card) => card.displayName),
    );
    expect(within(footer).queryByRole('img', { name: 'SEA Lottery' })).not.toBeInTheDocument();
  });
});

describe('classesOf', () => {
  it('gives one vendor’s classes', () => {
    expect(classesOf(vendorClasses, 'RNG', 'KH19').map((entry) => entry.key)).toEqual([
      'SLOT',
      'TABLE',
    ]);
  });

  it('adds up the classes of every vendor of the category', () => {
    expect(classesOf(vendorClasses, 'RNG', 'ALL')).toEqual([
      { key: 'SLOT', displayName: 'Slots', gameCount: 40 },
      { key: 'TABLE', displayName: 'Table Games', gameCount: 20 },
    ]);
  });

  it('gives none for a category or vendor without classes', () => {
    expect(classesOf(vendorClasses, 'FISH', 'ALL')).toEqual([]);
    expect(classesOf(vendorClasses, 'RNG', 'EMBR')).toEqual([]);
  });
});
