import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentTeamMember } from '@his/shared/schemas/agent-center';
import type { ContractSettlement } from '@his/shared/schemas/contracts';
import { agentBff, everyKindFlags } from '../../../../test/agent-bff.ts';
import { FakeBff, fail, ok } from '../../../../test/fake-bff.ts';
import { demoPlayer } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const member = (account: string, overrides: Partial<AgentTeamMember> = {}): AgentTeamMember => ({
  account,
  nickname: account.toUpperCase(),
  type: 'player',
  level: 1,
  balance: '120.50',
  lastLoginAt: null,
  status: 'active',
  registeredAt: 1_764_000_000_000,
  upline: 'demo_agent',
  contractable: false,
  ...overrides,
});

const team = [member('demo_sub1', { type: 'agent', contractable: true }), member('kh_player1')];

/** The agent's bff with a team, the transfer, the registration and the settlements. */
const agentWithTeam = (options: Parameters<typeof agentBff>[0] = {}) => {
  const bff = agentBff(options);
  bff.on('GET', '/wps/agent/team/members', (request) => {
    const account = request.query.get('account') ?? '';
    const list = team.filter((row) => row.account.includes(account));
    return ok({ list, page: 1, pageSize: 10, total: list.length });
  });
  bff.on('POST', '/wps/agent/transferDownline', (request) => {
    const body = request.body as { amount: string; password: string; account: string };
    if (body.password !== '123456') return fail('invalid.payment.pw', 400, { remaining: 4 });
    return ok({
      id: 7,
      amount: body.amount,
      downline: { account: body.account, nickname: body.account.toUpperCase() },
      createdAt: 1_764_000_000_000,
      balance: '59.75',
    });
  });
  bff.on('PUT', '/wps/agent/team/register', (request) => {
    const body = request.body as { username: string; accountType: 'player' | 'agent' };
    return ok(
      member(body.username, {
        type: body.accountType,
        contractable: body.accountType === 'agent',
      }),
    );
  });
  bff.on('GET', '/wps/agent/contracts', () => ok([]));
  bff.on('GET', '/wps/agent/contracts/settlements', (request) => {
    const settlement: ContractSettlement = {
      id: 1,
      contractId: 3,
      kind: 'dailySalary',
      period: 'daily',
      role: 'payer',
      upline: { account: 'demo_agent', nickname: 'Demo Agent' },
      downline: { account: 'demo_sub1', nickname: 'Sub One' },
      payer: 'house',
      periodStart: 1_764_000_000_000,
      periodEnd: 1_764_086_400_000,
      validBet: '1000.00',
      profitLoss: '150.00',
      activeMembers: 3,
      threshold: '500.00',
      rate: '1.50',
      amount: '15.00',
      status: 'paid',
      settledAt: 1_764_086_400_000,
      paidAt: 1_764_086_400_000,
    };
    const list = request.query.get('kind') === 'dailySalary' ? [settlement] : [];
    return ok({ list, page: 1, pageSize: 10, total: list.length });
  });
  return bff;
};

const centerDialog = () => screen.findByRole('dialog', { name: 'Agent center' });
const menuOf = (center: HTMLElement) =>
  within(within(center).getByRole('navigation', { name: 'Agent center pages' }));

describe('agent center', () => {
  it('shows an agent every entry the flags allow, in SPEC order, the page in the address', async () => {
    const { router } = renderApp({ bff: agentWithTeam(), path: '/?ac=downlineManagmentView' });
    const center = await centerDialog();
    expect(
      menuOf(center)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual([
      'Announcement',
      'Team overview',
      'Register a downline',
      'Team management',
      'Team betting',
      'User loss',
      'My income',
      'Downline transactions',
      'Dividend record',
      'Daily wages',
      'Hourly salary',
      'Real-time salary',
    ]);
    expect(menuOf(center).getByRole('button', { name: 'Team management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(router.state.location.search).toBe('?ac=downlineManagmentView');
  });

  it('hides the contract entries the flags and the agent policy do not allow', async () => {
    renderApp({
      bff: agentWithTeam({
        flags: { ...everyKindFlags, contracthoursalinfo: 0 },
        agentPolicy: true,
      }),
      path: '/?ac=downlineManagmentView',
    });
    const menu = menuOf(await centerDialog());
    expect(menu.queryByRole('button', { name: 'Hourly salary' })).not.toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Daily wages' })).toBeInTheDocument();
  });

  it('refuses a player a link to it: the agents-only notice, no center, the address drops it', async () => {
    const bff = new FakeBff();
    bff.member = demoPlayer;
    const { router } = renderApp({ bff, path: '/?ac=downlineManagmentView' });
    expect(await screen.findByText('The agent center is for agent accounts only.')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Agent center' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agent center' })).not.toBeInTheDocument();
  });

  it('searches the team and transfers to a member with the payment password, once per attempt', async () => {
    const bff = agentWithTeam();
    const { user } = renderApp({ bff, path: '/?ac=downlineManagmentView' });
    const center = await centerDialog();
    expect(within(center).getByText('DEMO_SUB1 (demo_sub1)')).toBeInTheDocument();
    await user.type(within(center).getByRole('searchbox', { name: 'Member account' }), 'kh{Enter}');
    await waitFor(() =>
      expect(within(center).queryByText('DEMO_SUB1 (demo_sub1)')).not.toBeInTheDocument(),
    );
    expect(bff.requestsTo('GET', '/wps/agent/team/members').at(-1)?.query.get('account')).toBe(
      'kh',
    );
    await user.click(within(center).getByRole('button', { name: 'Transfer to kh_player1' }));
    const transfer = within(center).getByRole('region', { name: 'Transfer to kh_player1' });
    await user.type(within(transfer).getByRole('textbox', { name: /Amount/ }), '20.25');
    await user.type(within(transfer).getByLabelText('Payment password (6 digits)'), '123456');
    const release = bff.hold('POST', '/wps/agent/transferDownline');
    await user.dblClick(within(transfer).getByRole('button', { name: 'Transfer' }));
    expect(within(transfer).getByRole('button', { name: 'Transferring…' })).toBeDisabled();
    release();
    expect(await within(transfer).findByRole('status')).toHaveTextContent(
      /20\.25 went to kh_player1/,
    );
    const sent = bff.requestsTo('POST', '/wps/agent/transferDownline');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ amount: '20.25', password: '123456', account: 'kh_player1' });
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('registers a downline by the register rules, and offers a new agent a contract', async () => {
    const bff = agentWithTeam();
    const { user } = renderApp({ bff, path: '/?ac=registerCenter' });
    const center = await centerDialog();
    const form = within(center).getByRole('form', { name: 'Register the account' });
    await user.click(within(form).getByRole('button', { name: 'Register the account' }));
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(bff.requestsTo('PUT', '/wps/agent/team/register')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Username' }), 'new_agent1');
    await user.type(within(form).getByLabelText('Password'), 'Secret123');
    await user.type(within(form).getByLabelText('Confirm password'), 'Secret123');
    await user.click(within(form).getByRole('radio', { name: 'Agent' }));
    await user.click(within(form).getByRole('button', { name: 'Register the account' }));
    expect(
      await within(center).findByText(
        'The account new_agent1 is registered in your team and can log in now.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(bff.requestsTo('PUT', '/wps/agent/team/register')[0]?.body).toEqual({
      username: 'new_agent1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      accountType: 'agent',
    });
    expect(
      within(center).getByRole('region', { name: 'Contracts with new_agent1' }),
    ).toBeInTheDocument();
  });

  it('shows a contract kind’s settlement history with the figures it used', async () => {
    renderApp({ bff: agentWithTeam(), path: '/?ac=agentDailyWages2' });
    const center = await centerDialog();
    const history = await within(center).findByRole('region', { name: 'Settlement history' });
    const row = within(history).getByRole('row', { name: /demo_sub1/ });
    expect(row).toHaveTextContent('1.50 %');
    expect(row).toHaveTextContent('Paid');
  });

  it('speaks Khmer and Chinese', async () => {
    renderApp({ bff: agentWithTeam(), path: '/?ac=downlineManagmentView', language: 'KM' });
    const km = await screen.findByRole('dialog', { name: 'មជ្ឈមណ្ឌលភ្នាក់ងារ' });
    expect(within(km).getByRole('heading', { name: 'ការគ្រប់គ្រងក្រុម' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    renderApp({ bff: agentWithTeam(), path: '/?ac=downlineManagmentView', language: 'CN' });
    const cn = await screen.findByRole('dialog', { name: '代理中心' });
    expect(within(cn).getByRole('heading', { name: '团队管理' })).toBeInTheDocument();
  });
});
