import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff, ok } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const walletBff = (isSingle: boolean) => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  bff.balance = 1234.5;
  bff.on('GET', '/wps/relay/GCS_merchantWallet', () => ok({ isSingle }));
  return bff;
};

describe('my wallet', () => {
  it('shows the single wallet and says that no transfer is needed', async () => {
    renderApp({ bff: walletBff(true), path: '/?mc=transferFund' });
    const center = within(await screen.findByRole('dialog', { name: 'Member center' }));
    expect(await center.findByRole('heading', { name: 'Your wallet' })).toBeInTheDocument();
    expect(center.getByTestId('main-wallet')).toHaveTextContent('1,234.50');
    expect(
      center.getByText(/single wallet.*no transfer between wallets is needed/),
    ).toBeInTheDocument();
  });

  it('says honestly that transfers are not there yet on a multi-wallet site', async () => {
    renderApp({ bff: walletBff(false), path: '/?mc=transferFund' });
    const center = within(await screen.findByRole('dialog', { name: 'Member center' }));
    expect(await center.findByRole('heading', { name: 'Main wallet' })).toBeInTheDocument();
    expect(
      center.getByText('Transfers between wallets are not available yet.'),
    ).toBeInTheDocument();
  });
});
