import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, FakeBff, ok } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const vendors = [
  { accountTypeId: 100, vendorCode: 'TCG', name: 'VN Lottery' },
  { accountTypeId: 101, vendorCode: 'N2', name: 'N2 Live Casino' },
];

const walletsAfter = (main: string, first: string) => [
  { accountTypeId: 2, balance: main },
  { accountTypeId: 100, balance: first },
  { accountTypeId: 101, balance: '0.00' },
];

const walletBff = (isSingle: boolean) => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  bff.balance = 1234.5;
  bff.on('GET', '/wps/relay/GCS_merchantWallet', () =>
    ok(isSingle ? { isSingle } : { isSingle, wallets: vendors }),
  );
  if (!isSingle) {
    bff.on('GET', '/wps/v2/wallets/balance', () =>
      ok({
        sumBalance: 1234.5,
        balance: [
          { accountTypeId: 2, availBalance: 1234.5 },
          { accountTypeId: 100, availBalance: 0 },
          { accountTypeId: 101, availBalance: 0 },
        ],
        currency: 'USD',
        currencySymbol: '$',
      }),
    );
  }
  return bff;
};

const openCenter = async (bff: FakeBff) => {
  renderApp({ bff, path: '/?mc=transferFund' });
  return within(await screen.findByRole('dialog', { name: 'Member center' }));
};

describe('my wallet', () => {
  it('shows the single wallet and says that no transfer is needed', async () => {
    const center = await openCenter(walletBff(true));
    expect(await center.findByRole('heading', { name: 'Your wallet' })).toBeInTheDocument();
    expect(center.getByTestId('main-wallet')).toHaveTextContent('1,234.50');
    expect(
      center.getByText(/single wallet.*no transfer between wallets is needed/),
    ).toBeInTheDocument();
    expect(center.queryByRole('form', { name: 'Transfer between wallets' })).toBeNull();
  });

  it('lists every wallet by name and transfers once on a double click', async () => {
    const bff = walletBff(false);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    bff.on('POST', '/wps/relay/GCS_walletTransfer', async () => {
      await answered;
      return ok({
        id: 7,
        from: 2,
        to: 100,
        amount: '40.25',
        createdAt: 0,
        wallets: walletsAfter('1194.25', '40.25'),
      });
    });
    const center = await openCenter(bff);
    expect(await center.findByRole('heading', { name: 'Main wallet' })).toBeInTheDocument();
    expect(center.getByTestId('wallet-100')).toHaveTextContent('VN Lottery');
    expect(center.getByTestId('wallet-101')).toHaveTextContent('N2 Live Casino');
    const form = within(center.getByRole('form', { name: 'Transfer between wallets' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Amount (USD)'), '40.25');
    await user.dblClick(form.getByRole('button', { name: 'Transfer' }));
    answer();
    expect(await form.findByRole('status')).toHaveTextContent('Transferred $40.25.');
    expect(center.getByTestId('main-wallet')).toHaveTextContent('$1,194.25');
    expect(center.getByTestId('wallet-100')).toHaveTextContent('$40.25');
    const sent = bff.requestsTo('POST', '/wps/relay/GCS_walletTransfer');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ from: 2, to: 100, amount: '40.25' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/-1$/);
  });

  it('checks the fields before sending and recalls every vendor wallet', async () => {
    const bff = walletBff(false);
    bff.on('POST', '/wps/relay/GCS_walletTransfer', () =>
      ok({
        id: 8,
        from: 2,
        to: 100,
        amount: '1234.50',
        createdAt: 0,
        wallets: walletsAfter('0.00', '1234.50'),
      }),
    );
    bff.on('POST', '/wps/relay/GCS_walletRecallAll', () =>
      ok({
        id: 9,
        amount: '1234.50',
        createdAt: 0,
        recalled: [{ accountTypeId: 100, amount: '1234.50' }],
        wallets: walletsAfter('1234.50', '0.00'),
      }),
    );
    const center = await openCenter(bff);
    const form = within(await center.findByRole('form', { name: 'Transfer between wallets' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Amount (USD)'), '1234.51');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(form.getByText('The wallet does not hold that much.')).toBeInTheDocument();
    await user.selectOptions(form.getByLabelText('To'), 'Main wallet');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(form.getByText('Please choose two different wallets.')).toBeInTheDocument();
    expect(bff.requestsTo('POST', '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
    await user.selectOptions(form.getByLabelText('To'), 'VN Lottery');
    await user.click(form.getByRole('button', { name: 'All' }));
    expect(form.getByLabelText('Amount (USD)')).toHaveValue('1234.50');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    await form.findByText('Transferred $1,234.50.');
    await user.click(form.getByRole('button', { name: 'Recall all' }));
    expect(await form.findByRole('status')).toHaveTextContent(
      '$1,234.50 recalled to the main wallet.',
    );
    expect(center.getByTestId('wallet-100')).toHaveTextContent('$0.00');
  });

  it('shows a refusal by its code', async () => {
    const bff = walletBff(false);
    bff.on('POST', '/wps/relay/GCS_walletTransfer', () => fail('funds.insufficient', 409));
    const center = await openCenter(bff);
    const form = within(await center.findByRole('form', { name: 'Transfer between wallets' }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText('Amount (USD)'), '5');
    await user.click(form.getByRole('button', { name: 'Transfer' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Your balance is not enough');
  });
});
