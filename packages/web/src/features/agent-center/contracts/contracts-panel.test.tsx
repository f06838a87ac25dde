import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '@his/shared/constants';
import { contractListSchema, type Contract } from '@his/shared/schemas/contracts';
import { createI18n } from '@/lib/i18n.ts';
import { FakeBff, fail, ok } from '../../../../test/fake-bff.ts';
import { demoAgent } from '../../../../test/fixtures.ts';
import { catalogues } from '../../../../test/render-app.tsx';
import { ContractsPanel, type ContractsPanelProps } from './contracts-panel.tsx';

const listPath = '/wps/agent/contracts';
const offerPath = '/wps/agent/contracts/offer';
const respondPath = '/wps/agent/contracts/respond';

const agent = { account: 'demo_agent', nickname: 'Demo Agent' };
const sub1 = { account: 'demo_sub1', nickname: 'Sub One' };
const sub2 = { account: 'demo_sub2', nickname: 'Sub Two' };
const base = {
  offeredAt: Date.UTC(2026, 0, 5, 3),
  decidedAt: null,
  endedAt: null,
  endReason: null,
  terminationRequestedBy: null,
};

/** demo_sub1's contracts: an offer from its upline, one it gave in force, one rejected. */
const contracts: Contract[] = contractListSchema.parse([
  {
    ...base,
    id: 3,
    role: 'downline',
    upline: agent,
    downline: sub1,
    terms: {
      kind: 'dividend',
      period: 'weekly',
      tiers: [
        { threshold: 0, rate: '10' },
        { threshold: 5, rate: '25.5' },
      ],
    },
    status: 'inProcess',
  },
  {
    ...base,
    id: 2,
    role: 'upline',
    upline: sub1,
    downline: sub2,
    terms: { kind: 'dailySalary', tiers: [{ threshold: '1000', rate: '1.5' }] },
    status: 'accepted',
    decidedAt: Date.UTC(2026, 0, 6, 3),
  },
  {
    ...base,
    id: 1,
    role: 'upline',
    upline: sub1,
    downline: sub2,
    terms: { kind: 'dailySalary', tiers: [{ threshold: '500', rate: '1' }] },
    status: 'rejected',
    decidedAt: Date.UTC(2026, 0, 2, 3),
  },
]);

/** The contracts below demo_sub1 the conflict rule would end. */
const conflicts = [
  {
    id: 11,
    kind: 'dividend',
    upline: sub2,
    downline: { account: 'demo_sub4', nickname: 'Sub Four' },
    topRate: '28.00',
  },
  {
    id: 12,
    kind: 'dividend',
    upline: { account: 'demo_sub4', nickname: 'Sub Four' },
    downline: { account: 'demo_sub5', nickname: 'Sub Five' },
    topRate: '26.50',
  },
];

/** A change the conflict rule stops until it is sent again with `endConflicts: true`. */
const conflictUnlessAgreed = (body: unknown) =>
  typeof body === 'object' && body !== null && 'endConflicts' in body && body.endConflicts === true
    ? null
    : fail('contract.conflict', 409, { conflicts });

const renderPanel = (
  props: ContractsPanelProps = { kinds: ['dividend', 'dailySalary'] },
  language: Language = 'EN',
) => {
  const bff = new FakeBff();
  bff.member = demoAgent;
  bff.on('GET', listPath, () => ok(contracts));
  bff.on('POST', offerPath, ({ body }) => conflictUnlessAgreed(body) ?? ok({ id: 9 }));
  bff.on('POST', respondPath, ({ body }) => conflictUnlessAgreed(body) ?? ok(null));
  bff.install();
  const i18n = createI18n(language, { [language]: catalogues[language] });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <ContractsPanel {...props} />
    </I18nextProvider>,
  );
  return { bff, user };
};

const expectNamesTheConflicts = (dialog: HTMLElement) => {
  expect(
    within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Dividend: Sub Two (demo_sub2) → Sub Four (demo_sub4), top rate 28.00%',
    'Dividend: Sub Four (demo_sub4) → Sub Five (demo_sub5), top rate 26.50%',
  ]);
};

describe('contracts panel', () => {
  it('lists both roles with their status, counterpart and tiers', async () => {
    const { bff } = renderPanel();
    const offer = await screen.findByTestId('contract-3');
    expect(within(offer).getByTestId('contract-status')).toHaveTextContent('In process');
    expect(offer).toHaveTextContent('Demo Agent (demo_agent) → You');
    expect(offer).toHaveTextContent('PeriodWeekly');
    const tiers = within(offer).getByRole('table', { name: 'Tiers of contract 3' });
    expect(
      within(tiers)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Active membersRate', '010%', '525.5%']);
    expect(within(offer).getByRole('button', { name: 'Accept: contract 3' })).toBeEnabled();

    const given = screen.getByTestId('contract-2');
    expect(within(given).getByTestId('contract-status')).toHaveTextContent('Accepted');
    expect(given).toHaveTextContent('You → Sub Two (demo_sub2)');
    expect(within(given).getByRole('columnheader', { name: 'Daily valid bet' })).toBeVisible();
    expect(within(given).getByRole('button', { name: 'Ask to end: contract 2' })).toBeEnabled();
    expect(within(given).queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();

    const rejected = screen.getByTestId('contract-1');
    expect(within(rejected).getByTestId('contract-status')).toHaveTextContent('Rejected');
    expect(
      within(rejected)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Offer new terms']);
    expect(bff.requestsTo('GET', listPath)[0]?.query.toString()).toBe('');
  });

  it('accepts an offer only after the agent agreed to end the contracts the confirmation names', async () => {
    const { bff, user } = renderPanel();
    const offer = await screen.findByTestId('contract-3');
    const accept = within(offer).getByRole('button', { name: 'Accept: contract 3' });
    await user.click(accept);

    const dialog = await screen.findByRole('alertdialog', { name: 'End contracts in the team?' });
    expectNamesTheConflicts(dialog);
    expect(within(dialog).getByRole('button', { name: 'Keep them' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(bff.requestsTo('POST', respondPath)).toHaveLength(1);

    await user.click(within(screen.getByTestId('contract-3')).getByTestId('contract-accept'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'End them and continue',
      }),
    );
    expect(await screen.findByText('You accepted the contract. It is now in force.')).toBeVisible();
    expect(bff.requestsTo('POST', respondPath).map((request) => request.body)).toEqual([
      { contractId: 3, accept: true },
      { contractId: 3, accept: true },
      { contractId: 3, accept: true, endConflicts: true },
    ]);
    expect(bff.requestsTo('GET', listPath)).toHaveLength(2);
  });

  it('offers a contract: checks the tiers, names the conflicts, re-sends with endConflicts', async () => {
    const { bff, user } = renderPanel({
      kinds: ['dividend', 'dailySalary'],
      downline: 'demo_sub2',
    });
    await user.click(await screen.findByRole('button', { name: 'Offer a contract' }));
    const form = screen.getByRole('form', { name: 'Offer a contract' });
    expect(within(form).getByLabelText('Downline account')).toHaveValue('demo_sub2');
    await user.selectOptions(within(form).getByLabelText('Settlement period'), 'daily');
    const first = within(form).getByRole('group', { name: 'Tier 1' });
    await user.type(within(first).getByLabelText('Active members'), '0');
    await user.type(within(first).getByLabelText('Rate (%)'), '12');
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const second = within(form).getByRole('group', { name: 'Tier 2' });
    await user.type(within(second).getByLabelText('Active members'), '0');
    await user.type(within(second).getByLabelText('Rate (%)'), '10.555');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(second).toHaveTextContent('Each tier must start higher than the tier before.');
    expect(second).toHaveTextContent('Enter a rate from 0 to 100 with at most two decimals.');
    expect(bff.requestsTo('POST', offerPath)).toHaveLength(0);

    await user.clear(within(second).getByLabelText('Active members'));
    await user.type(within(second).getByLabelText('Active members'), '10');
    await user.clear(within(second).getByLabelText('Rate (%)'));
    await user.type(within(second).getByLabelText('Rate (%)'), '20');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'End contracts in the team?' });
    expectNamesTheConflicts(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'End them and continue' }));
    expect(
      await screen.findByText('Your offer was sent. It waits for the downline’s answer.'),
    ).toBeVisible();
    const terms = {
      kind: 'dividend',
      period: 'daily',
      tiers: [
        { threshold: 0, rate: '12' },
        { threshold: 10, rate: '20' },
      ],
    };
    expect(bff.requestsTo('POST', offerPath).map((request) => request.body)).toEqual([
      { downline: 'demo_sub2', terms },
      { downline: 'demo_sub2', terms, endConflicts: true },
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the cap a refused rate answers, and a page of one kind asks for it only', async () => {
    const { bff, user } = renderPanel({ kinds: ['hourlySalary'] }, 'CN');
    bff.on('POST', offerPath, () => fail('contract.rate.exceeds.upline', 409, { cap: '2.00' }));
    await user.click(await screen.findByRole('button', { name: '发起合约' }));
    const form = screen.getByRole('form', { name: '发起合约' });
    await user.type(within(form).getByLabelText('下级账号'), 'demo_sub2');
    const tier = within(form).getByRole('group', { name: '第 1 档' });
    await user.type(within(tier).getByLabelText('每小时有效投注'), '100');
    await user.type(within(tier).getByLabelText('比例（%）'), '3');
    await user.click(within(form).getByRole('button', { name: '发送邀请' }));
    expect(await within(tier).findByText('比例不能高于您自己的 2.00%。')).toBeVisible();
    expect(form).toHaveTextContent('您在此类型的最高比例为 2.00%：任何档位都不能超过。');
    expect(within(form).getByRole('alert')).not.toHaveTextContent('server text');
    expect(bff.requestsTo('GET', listPath)[0]?.query.get('kind')).toBe('hourlySalary');
  });
});
