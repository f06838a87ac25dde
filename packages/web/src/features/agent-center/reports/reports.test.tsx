import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@his/shared/constants';
import { agentNoticesSchema } from '@his/shared/schemas/agent-center';
import { agentIncomeSchema } from '@his/shared/schemas/contracts';
import { agentBff } from '../../../../test/agent-bff.ts';
import { withAgentReports } from '../../../../test/agent-reports-bff.ts';
import { type FakeBff, fail, ok } from '../../../../test/fake-bff.ts';
import { recordLanes } from '../../../../test/records-bff.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const reportsBff = () => {
  const bff = withAgentReports(agentBff());
  bff.on('GET', '/wps/relay/GCSGAME_newGameVendor', () => ok({ data: { lanes: recordLanes } }));
  return bff;
};

/** The app at `?ac=<page>`, signed in as an agent, once the page's heading shows. */
const openPage = async (
  page: string,
  heading: string,
  { bff = reportsBff(), language = 'EN' }: { bff?: FakeBff; language?: Language } = {},
) => {
  const view = renderApp({ bff, path: `/?ac=${page}`, language });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: heading });
  return { ...view, center: within(dialog) };
};

const queryOf = (bff: FakeBff, path: string) => bff.requestsTo('GET', path).at(-1)?.query;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** A card of the overview: its value and what it counts, after its name. */
const figureOf = (center: ReturnType<typeof within>, name: string) =>
  [...(center.getByText(name, { selector: 'dt' }).parentElement?.querySelectorAll('dd') ?? [])].map(
    (value) => value.textContent,
  );

describe('team overview', () => {
  it('opens from the header as the default page, with today’s figures as cards', async () => {
    const { user, router } = renderApp({ bff: reportsBff() });
    await user.click(await screen.findByRole('button', { name: 'Agent center' }));
    const center = within(await screen.findByRole('dialog', { name: 'Agent center' }));
    await center.findByRole('heading', { name: 'Team overview' });
    expect(router.state.location.search).toBe('?ac=agentTeamOverview');
    expect(center.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    expect(center.getByText('2026-11-27 to 2026-11-27')).toBeInTheDocument();
    expect(figureOf(center, 'Team members')).toEqual(['25', 'Direct downlines: 4']);
    expect(figureOf(center, 'New members')).toEqual(['2']);
    expect(figureOf(center, 'Active players')).toEqual(['7']);
    expect(figureOf(center, 'Deposits')).toEqual(['1,500.00', 'Count: 3']);
    expect(figureOf(center, 'Withdrawals')).toEqual(['200.00', 'Count: 1']);
    expect(figureOf(center, 'Valid bets')).toEqual(['12,345.60', 'Bets: 88']);
    expect(figureOf(center, 'Team profit and loss')).toEqual(['321.40']);
    expect(center.getByText(/payout minus stake of the team’s settled bets/)).toBeInTheDocument();
  });

  it('asks a period the platform counts, then a custom range once it is in order', async () => {
    const { center, bff, user } = await openPage('agentTeamOverview', 'Team overview');
    const path = '/wps/agent/team/overview';
    await user.click(center.getByRole('tab', { name: 'This week' }));
    await center.findByText('2026-11-24 to 2026-11-27');
    expect(Object.fromEntries(queryOf(bff, path) ?? [])).toEqual({ period: 'thisWeek' });
    expect(figureOf(center, 'Team profit and loss')).toEqual(['-4,567.80']);

    // The custom range starts as the days shown and asks for them at once.
    await user.click(center.getByRole('tab', { name: 'Custom range' }));
    await center.findByLabelText('From');
    expect(Object.fromEntries(queryOf(bff, path) ?? [])).toEqual({
      period: 'custom',
      from: '2026-11-24',
      to: '2026-11-27',
    });
    const asked = bff.requestsTo('GET', path).length;
    await user.clear(center.getByLabelText('From'));
    await user.type(center.getByLabelText('From'), '2026-12-01');
    expect(center.getByRole('alert')).toHaveTextContent('The end date is before the start date.');
    expect(bff.requestsTo('GET', path)).toHaveLength(asked);
    await user.clear(center.getByLabelText('From'));
    await user.type(center.getByLabelText('From'), '2026-11-01');
    await center.findByText('2026-11-01 to 2026-11-27');
    expect(Object.fromEntries(queryOf(bff, path) ?? [])).toEqual({
      period: 'custom',
      from: '2026-11-01',
      to: '2026-11-27',
    });
  });

  it('shows a failed period with a retry', async () => {
    const bff = reportsBff();
    const { center, user } = await openPage('agentTeamOverview', 'Team overview', { bff });
    bff.on('GET', '/wps/agent/team/overview', () => fail('system.busy', 503));
    await user.click(center.getByRole('tab', { name: 'Yesterday' }));
    expect(await center.findByRole('alert')).toHaveTextContent(
      'The system is busy. Please try again later.',
    );
    withAgentReports(bff);
    await user.click(center.getByRole('button', { name: 'Try again' }));
    expect(await center.findByText('Team members')).toBeInTheDocument();
    expect(queryOf(bff, '/wps/agent/team/overview')?.get('period')).toBe('yesterday');
  });

  it.each([
    ['KM', 'ទិដ្ឋភាពទូទៅនៃក្រុម', 'សមាជិកក្រុម', 'ខែនេះ'],
    ['CN', '团队总览', '团队人数', '本月'],
  ] as const)('reads in %s', async (language, title, members, month) => {
    const { center } = await openPage('agentTeamOverview', title, { language });
    expect(figureOf(center, members)[0]).toBe('25');
    expect(center.getByRole('tab', { name: month })).toBeInTheDocument();
  });
});

describe('announcement', () => {
  it('lists the notices newest first, opens one, and pages', async () => {
    const { center, bff, user } = await openPage('agentAnnouncement', 'Announcement');
    const titles = () =>
      within(center.getByRole('list', { name: 'Announcement' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    expect(titles()).toHaveLength(10);
    expect(titles()[0]).toBe('Notice 12');
    const newest = center.getByRole('button', { name: 'Notice 12' });
    expect(newest).toHaveAttribute('aria-expanded', 'false');
    expect(center.queryByText('First paragraph of notice 12.')).not.toBeVisible();
    await user.click(newest);
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(center.getByText('First paragraph of notice 12.')).toBeVisible();
    const item = within(newest.closest('li') as HTMLElement);
    expect(item.getByText(/^Second paragraph,\s+with a second line\.$/)).toBeVisible();
    expect(item.getByText(/^Published /)).toBeInTheDocument();
    await user.click(newest);
    expect(center.queryByText('First paragraph of notice 12.')).not.toBeVisible();

    expect(center.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(center.getByRole('button', { name: 'Next' }));
    await center.findByText('Page 2 of 2');
    expect(titles()).toEqual(['Notice 2', 'Notice 1']);
    expect(queryOf(bff, '/wps/agent/notices')?.get('page')).toBe('2');
  });

  it('says when there is none, in Chinese', async () => {
    const bff = reportsBff();
    bff.on('GET', '/wps/agent/notices', () =>
      ok(agentNoticesSchema.parse({ list: [], page: 1, pageSize: 10, total: 0 })),
    );
    const { center } = await openPage('agentAnnouncement', '公告', { bff, language: 'CN' });
    expect(center.getByText('暂无公告。')).toBeInTheDocument();
  });
});

describe('team betting', () => {
  it('lists the team’s bets with their member, totals and the betting record’s filters', async () => {
    const { center, bff, user } = await openPage('personalHistoryCopy', 'Team betting');
    const path = '/wps/agent/team/bets';
    const table = center.getByRole('table', { name: 'Team betting' });
    const [first, second, totals] = rowsOf(table);
    expect(first?.slice(1, 3)).toEqual(['player_one', 'Lucky Lanterns']);
    expect(first?.at(-2)).toBe('15.50');
    expect(second?.[1]).toBe('agent_two');
    expect(second?.at(-2)).toBe('-10.00');
    expect(totals).toEqual(['Totals (bets: 2)', '', '', '', '', '20.00', '25.50', '5.50', '']);
    expect(queryOf(bff, path)?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(queryOf(bff, path)?.has('account')).toBe(false);

    await user.selectOptions(center.getByRole('combobox', { name: 'Category' }), 'INHOUSE');
    await user.selectOptions(center.getByRole('combobox', { name: 'Vendor' }), 'HIS');
    await center.findByRole('table');
    expect(queryOf(bff, path)?.get('category')).toBe('INHOUSE');
    expect(queryOf(bff, path)?.get('vendor')).toBe('HIS');
    expect(queryOf(bff, path)?.get('page')).toBe('1');
  });

  it('filters by a member of the team, refusing an account that cannot be one', async () => {
    const { center, bff, user } = await openPage('personalHistoryCopy', 'Team betting');
    const path = '/wps/agent/team/bets';
    const account = center.getByRole('searchbox', { name: 'Member account' });
    const asked = bff.requestsTo('GET', path).length;
    await user.type(account, 'no one{Enter}');
    expect(center.getByRole('alert')).toHaveTextContent('only letters, digits and _');
    expect(bff.requestsTo('GET', path)).toHaveLength(asked);

    await user.clear(account);
    await user.type(account, ' nobody ');
    await user.click(center.getByRole('button', { name: 'Search' }));
    expect(await center.findByText('No records in this range.')).toBeInTheDocument();
    expect(center.queryByRole('alert')).not.toBeInTheDocument();
    expect(queryOf(bff, path)?.get('account')).toBe('nobody');

    await user.clear(account);
    await user.click(center.getByRole('button', { name: 'Search' }));
    await center.findByRole('table');
    expect(queryOf(bff, path)?.has('account')).toBe(false);
  });
});

describe('user loss', () => {
  it('opens from the menu, lists each member’s net with the totals, and pages', async () => {
    const { user } = renderApp({ bff: reportsBff(), path: '/?ac=agentTeamOverview' });
    const dialog = await screen.findByRole('dialog', { name: 'Agent center' });
    const center = within(dialog);
    await center.findByRole('heading', { name: 'Team overview' });
    const menu = within(center.getByRole('navigation', { name: 'Agent center pages' }));
    await user.click(menu.getByRole('button', { name: 'User loss' }));
    const table = await center.findByRole('table', { name: 'User loss' });
    expect(rowsOf(table)).toEqual([
      ['player_one', '1', '4', '40.00', '90.00', '50.00'],
      ['agent_two', '1', '2', '20.00', '15.00', '-5.00'],
      ['Totals', '', '7', '160.00', '105.00', '-55.00'],
    ]);
    expect(center.getByText(/Net is from the players’ side/)).toBeInTheDocument();
    await user.click(center.getByRole('button', { name: 'Next' }));
    await center.findByText('Page 2 of 2');
    expect(rowsOf(center.getByRole('table', { name: 'User loss' }))[0]?.[0]).toBe('player_three');
  });

  it('asks the order, the member and the range the agent chose', async () => {
    const { center, bff, user } = await openPage('palStatementsAgentCopy', 'User loss');
    const path = '/wps/agent/team/loss';
    expect(queryOf(bff, path)?.get('order')).toBe('desc');
    await user.selectOptions(center.getByRole('combobox', { name: 'Order' }), 'asc');
    await center.findByRole('table');
    expect(queryOf(bff, path)?.get('order')).toBe('asc');
    await user.type(center.getByRole('searchbox', { name: 'Member account' }), 'player_one{Enter}');
    await center.findByRole('table');
    await user.selectOptions(center.getByRole('combobox', { name: 'Date range' }), 'today');
    await center.findByRole('table');
    const query = queryOf(bff, path);
    expect(query?.get('account')).toBe('player_one');
    expect(query?.get('order')).toBe('asc');
    expect(query?.get('from')).toBe(query?.get('to'));
  });
});

describe('downline transactions', () => {
  it('lists the team’s movements with their member, by type and member', async () => {
    const { center, bff, user } = await openPage(
      'agentDownlineTransactionDetailsCopy',
      'Downline transactions',
    );
    const path = '/wps/agent/team/transactions';
    const table = center.getByRole('table', { name: 'Downline transactions' });
    expect(rowsOf(table).map((row) => row.slice(1))).toEqual([
      ['player_one', 'Deposit', '500.00', '1,500.00'],
      ['agent_two', 'Transfer in', '100.00', '250.00'],
    ]);
    const types = within(center.getByRole('combobox', { name: 'Type' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(types).toContain('Withdrawal');
    expect(types).not.toContain('Bet');
    await user.selectOptions(center.getByRole('combobox', { name: 'Type' }), 'DEPOSIT');
    await center.findByRole('table');
    await user.type(center.getByRole('searchbox', { name: 'Member account' }), 'agent_two{Enter}');
    await center.findByRole('table');
    expect(queryOf(bff, path)?.get('type')).toBe('DEPOSIT');
    expect(queryOf(bff, path)?.get('account')).toBe('agent_two');
  });

  it('shows a failure with a retry', async () => {
    const bff = reportsBff();
    const { center, user } = await openPage(
      'agentDownlineTransactionDetailsCopy',
      'Downline transactions',
      { bff },
    );
    bff.on('GET', '/wps/agent/team/transactions', () => fail('system.busy', 503));
    await user.selectOptions(center.getByRole('combobox', { name: 'Type' }), 'WITHDRAWAL');
    expect(await center.findByRole('alert')).toHaveTextContent('The system is busy.');
    withAgentReports(bff);
    await user.click(center.getByRole('button', { name: 'Try again' }));
    expect(await center.findByRole('table')).toBeInTheDocument();
  });
});

describe('my income', () => {
  it('shows the income per day and kind with the totals', async () => {
    const { center } = await openPage('agentRevenueReport', 'My income');
    const table = center.getByRole('table', { name: 'My income' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day', 'Daily salary', 'Hourly salary', 'Real-time salary', 'Dividend', 'Total']);
    expect(rowsOf(table)).toEqual([
      ['2026-11-27', '120.00', '8.50', '-2.00', '0.00', '126.50'],
      ['2026-11-26', '100.00', '0.00', '0.00', '300.00', '400.00'],
      ['Totals', '220.00', '8.50', '-2.00', '300.00', '526.50'],
    ]);
  });

  it('asks the range chosen and says when it has no income, in Khmer', async () => {
    const bff = reportsBff();
    const { center, user } = await openPage('agentRevenueReport', 'ចំណូលរបស់ខ្ញុំ', {
      bff,
      language: 'KM',
    });
    bff.on('GET', '/wps/agent/income', () =>
      ok(
        agentIncomeSchema.parse({
          days: [],
          totals: {
            dividend: '0.00',
            dailySalary: '0.00',
            hourlySalary: '0.00',
            realtimeSalary: '0.00',
            total: '0.00',
          },
        }),
      ),
    );
    await user.selectOptions(center.getByRole('combobox', { name: 'ចន្លោះកាលបរិច្ឆេទ' }), 'yesterday');
    expect(await center.findByText('គ្មានកំណត់ត្រាក្នុងចន្លោះនេះទេ។')).toBeInTheDocument();
    const query = queryOf(bff, '/wps/agent/income');
    expect(query?.get('from')).toBe(query?.get('to'));
    expect([...(query?.keys() ?? [])]).toEqual(['from', 'to']);
  });
});
