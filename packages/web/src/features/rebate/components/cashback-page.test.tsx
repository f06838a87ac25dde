import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff, fail } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { withCashback } from '../../../../test/points-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const claimPath = '/wps/relay/MCSFE_claimManualRebate';

const openCashback = async (bff: FakeBff, language: 'EN' | 'CN' = 'EN') => {
  bff.member = demoPlayer;
  const view = renderApp({ bff, path: '/?mc=manualRebate', language });
  const center = await screen.findByRole('dialog');
  return { ...view, center };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cashback page (manualRebate)', () => {
  it('shows the rebate due per category and claims it once on a double click', async () => {
    const bff = withCashback(new FakeBff());
    const { center, user } = await openCashback(bff);
    await within(center).findByRole('heading', { name: 'Cashback' });
    const due = within(center).getByRole('region', { name: 'Cashback due' });
    expect(
      within(due)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'CategoryValid betRateCashback',
      'Live casino1,000.000.50 %5.00',
      'Slots917.500.80 %7.34',
      'Lottery0.000.30 %0.00',
      'Total1,917.5012.34',
    ]);
    expect(due).toHaveTextContent('Since you started playing');
    const release = bff.hold('POST', claimPath);
    await user.dblClick(within(due).getByRole('button', { name: 'Claim 12.34 USD' }));
    expect(within(due).getByRole('button', { name: 'Claiming…' })).toBeDisabled();
    release();
    expect(
      await within(due).findByText('12.34 USD cashback added to your balance.'),
    ).toHaveAttribute('role', 'status');
    expect(bff.requestsTo('POST', claimPath)).toHaveLength(1);
    expect(
      await within(due).findByText('Nothing to claim yet: play to earn cashback.'),
    ).toBeVisible();
    const history = within(center).getByRole('region', { name: 'Claim history' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2));
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('1,917.5012.34');
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('10,012.34'));
  });

  it('shows a refusal as its coded text, in Chinese', async () => {
    const bff = withCashback(new FakeBff());
    bff.on('POST', claimPath, () => fail('rebate.nothing.due', 409));
    const { center, user } = await openCashback(bff, 'CN');
    await within(center).findByRole('heading', { name: '返水' });
    await user.click(within(center).getByRole('button', { name: '领取 12.34 USD' }));
    expect(await within(center).findByRole('alert')).toHaveTextContent('目前没有可领取的返水。');
    expect(within(center).getByRole('region', { name: '领取记录' })).toHaveTextContent(
      '暂无领取记录。',
    );
  });
});
