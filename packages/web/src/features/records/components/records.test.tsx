import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBff, ok } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { recordLanes } from '../../../../test/records-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const openPage = async (page: string, heading: string, language: 'EN' | 'KM' | 'CN' = 'EN') => {
  const bff = new FakeBff();
  bff.member = demoPlayer;
  bff.on('GET', '/wps/relay/GCSGAME_newGameVendor', () => ok({ data: { lanes: recordLanes } }));
  const view = renderApp({ bff, path: `/?mc=${page}`, language });
  const center = await screen.findByRole('dialog');
  await within(center).findByRole('heading', { name: heading });
  return { ...view, center: within(center) };
};

describe('record pages', () => {
  it('lists bets with their amounts and the totals, and filters by category and vendor', async () => {
    const { center, bff, user } = await openPage('personalHistoryCopy', 'Betting record');
    const table = center.getByRole('table', { name: 'Betting record' });
    const [, first, second, totals] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Lucky Lanterns');
    expect(first).toHaveTextContent('25.50');
    expect(second).toHaveTextContent('-5.00');
    // The count is the totals' own label, not a value under the game column ("Game: Records: 2").
    const [label, ...cells] = within(totals as HTMLElement).getAllByRole('cell');
    expect(label).toHaveTextContent(/^Totals \(bets: 2\)$/);
    expect(label).toHaveAttribute('data-label', '');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      '',
      '',
      '15.00',
      '25.50',
      '10.50',
      '',
    ]);
    const [firstQuery] = bff.requestsTo('GET', '/wps/relay/ODS2_BetHistory');
    expect(firstQuery?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.selectOptions(center.getByRole('combobox', { name: 'Category' }), 'LIVE');
    expect(await center.findByText('No records in this range.')).toBeInTheDocument();
    const last = bff.requestsTo('GET', '/wps/relay/ODS2_BetHistory').at(-1);
    expect(last?.query.get('category')).toBe('LIVE');
    expect(
      within(center.getByRole('combobox', { name: 'Vendor' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Evolution']);
  });

  it('shows only the answer of the query asked last, however the answers arrive', async () => {
    const { center, bff, user } = await openPage('personalHistoryCopy', 'Betting record');
    const category = center.getByRole('combobox', { name: 'Category' });
    const release = bff.hold('GET', '/wps/relay/ODS2_BetHistory');
    await user.selectOptions(category, 'LIVE');
    expect(await center.findByText('Loading…')).toBeInTheDocument();
    // Back to every category before the live casino's (empty) answer came: it must not show.
    await user.selectOptions(category, 'All');
    release();
    const table = await center.findByRole('table', { name: 'Betting record' });
    expect(table).toHaveTextContent('Lucky Lanterns');
    expect(center.queryByText('No records in this range.')).not.toBeInTheDocument();
    const asked = bff
      .requestsTo('GET', '/wps/relay/ODS2_BetHistory')
      .map((request) => [request.query.get('category'), request.query.get('page')]);
    expect(asked.slice(-2)).toEqual([
      ['LIVE', '1'],
      [null, '1'],
    ]);
  });

  it('asks a custom range only once it is in order', async () => {
    const { center, bff, user } = await openPage('personalHistoryCopy', 'Betting record');
    await user.selectOptions(center.getByRole('combobox', { name: 'Date range' }), 'custom');
    const from = center.getByLabelText('From');
    const to = center.getByLabelText('To');
    const before = bff.requestsTo('GET', '/wps/relay/ODS2_BetHistory').length;
    await user.clear(to);
    await user.type(to, '2026-01-01');
    expect(center.getByRole('alert')).toHaveTextContent('The end date is before the start date.');
    expect(bff.requestsTo('GET', '/wps/relay/ODS2_BetHistory')).toHaveLength(before);
    await user.clear(from);
    await user.type(from, '2025-12-30');
    await center.findByRole('table');
    const last = bff.requestsTo('GET', '/wps/relay/ODS2_BetHistory').at(-1);
    expect([last?.query.get('from'), last?.query.get('to')]).toEqual(['2025-12-30', '2026-01-01']);
  });

  it('shows each wallet movement with its type and balance after', async () => {
    const { center } = await openPage('transactionHistory', 'Account record');
    const table = center.getByRole('table', { name: 'Account record' });
    const [, payout, bet] = within(table).getAllByRole('row');
    expect(payout).toHaveTextContent(/Payout.*25\.50.*1,015\.50/);
    expect(bet).toHaveTextContent(/Bet.*-10\.00.*990\.00/);
    expect(
      within(center.getByRole('combobox', { name: 'Type' })).getByRole('option', {
        name: 'Withdrawal held',
      }),
    ).toBeInTheDocument();
  });

  it('sums the personal loss by day and category', async () => {
    const { center } = await openPage('personalProfit', 'Personal loss');
    expect(center.getByRole('table', { name: 'By day' })).toHaveTextContent(
      /2026-11-27.*15\.00.*25\.50/,
    );
    expect(center.getByRole('table', { name: 'By category' })).toHaveTextContent('Originals');
  });

  it.each([
    ['KM', 'កំណត់ត្រាភ្នាល់', /^សរុប \(ចំនួនភ្នាល់៖ 2\)$/],
    ['CN', '投注记录', /^合计（注单数：2）$/],
  ] as const)(
    'labels the betting totals with their count in %s',
    async (language, title, label) => {
      const { center } = await openPage('personalHistoryCopy', title, language);
      const totals = within(center.getByRole('table', { name: title }))
        .getAllByRole('row')
        .at(-1);
      expect(within(totals as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(label);
    },
  );

  it('says when there is no bonus, in Chinese too', async () => {
    const { center } = await openPage('bonusDetails', '红利详情', 'CN');
    expect(center.getByText('此范围内没有记录。')).toBeInTheDocument();
    expect(center.getByRole('combobox', { name: '日期范围' })).toHaveDisplayValue('最近 7 天');
  });
});
