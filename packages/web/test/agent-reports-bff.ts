import {
  agentNoticesSchema,
  agentTeamBetsSchema,
  agentTeamOverviewSchema,
  agentTeamTransactionsSchema,
  agentUserLossSchema,
  type AgentTeamOverview,
} from '@his/shared/schemas/agent-center';
import { agentIncomeSchema } from '@his/shared/schemas/contracts';
import type { FakeBff, RecordedRequest } from './fake-bff.ts';
import { ok } from './fake-bff.ts';

const pageOf = (request: RecordedRequest) => ({
  page: Number(request.query.get('page') ?? '1'),
  pageSize: Number(request.query.get('pageSize') ?? '20'),
});

/** Twelve announcements, newest first: `Notice 12` … `Notice 1`, in every language. */
const agentNotices = Array.from({ length: 12 }, (_, index) => {
  const id = 12 - index;
  return {
    id,
    title: { EN: `Notice ${id}`, KM: `សេចក្តីប្រកាស ${id}`, CN: `公告 ${id}` },
    body: {
      EN: `First paragraph of notice ${id}.\n\nSecond paragraph,\nwith a second line.`,
      KM: `កថាខណ្ឌទីមួយ ${id}។`,
      CN: `公告 ${id} 的第一段。`,
    },
    publishedAt: Date.UTC(2026, 10, 15 + id, 3),
  };
});

/** Today's team: 25 members, a winning team (positive profit and loss). */
const todayOverview: AgentTeamOverview = agentTeamOverviewSchema.parse({
  period: 'today',
  from: '2026-11-27',
  to: '2026-11-27',
  teamMembers: 25,
  directMembers: 4,
  newMembers: 2,
  activePlayers: 7,
  deposits: '1500.00',
  depositCount: 3,
  withdrawals: '200.00',
  withdrawalCount: 1,
  validBets: '12345.60',
  betCount: 88,
  profitAndLoss: '321.40',
});

/** The team's figures of any other period: a losing team (negative profit and loss). */
const otherOverview = (period: string, from: string, to: string) =>
  agentTeamOverviewSchema.parse({
    ...todayOverview,
    period,
    from,
    to,
    newMembers: 9,
    deposits: '8000.00',
    profitAndLoss: '-4567.80',
  });

const bet = (id: string, account: string, net: string) => ({
  id,
  time: Date.UTC(2026, 10, 27, 5),
  settledAt: Date.UTC(2026, 10, 27, 5),
  gameName: 'Lucky Lanterns',
  gameCode: 'HIS001',
  vendor: 'HIS',
  category: 'INHOUSE',
  stake: '10.00',
  payout: (10 + Number(net)).toFixed(2),
  net,
  status: 'settled',
  account,
});

/** Three members' loss rows; `page=2` holds the third. */
const lossRows = [
  { account: 'player_one', level: 1, count: 4, stake: '40.00', payout: '90.00', net: '50.00' },
  { account: 'agent_two', level: 1, count: 2, stake: '20.00', payout: '15.00', net: '-5.00' },
  { account: 'player_three', level: 2, count: 1, stake: '100.00', payout: '0.00', net: '-100.00' },
];

/**
 * The agent center's report calls for a fake bff signed in as an agent (`agentBff()`): the
 * announcements (paged), the team overview (today's figures, another period's), the team's bets
 * (the member `nobody` has none), the user loss (two rows a page), the team's wallet movements
 * and the agent's income. Tests replace one with `bff.on` for the empty and failed answers.
 */
export const withAgentReports = (bff: FakeBff): FakeBff =>
  bff
    .on('GET', '/wps/agent/notices', (request) => {
      const { page, pageSize } = pageOf(request);
      return ok(
        agentNoticesSchema.parse({
          list: agentNotices.slice((page - 1) * pageSize, page * pageSize),
          page,
          pageSize,
          total: agentNotices.length,
        }),
      );
    })
    .on('GET', '/wps/agent/team/overview', (request) => {
      const period = request.query.get('period') ?? 'today';
      if (period === 'today') return ok(todayOverview);
      const from = request.query.get('from') ?? '2026-11-24';
      const to = request.query.get('to') ?? '2026-11-27';
      return ok(otherOverview(period, from, to));
    })
    .on('GET', '/wps/agent/team/bets', (request) => {
      const { page, pageSize } = pageOf(request);
      const list =
        request.query.get('account') === 'nobody'
          ? []
          : [bet('R21', 'player_one', '15.50'), bet('R20', 'agent_two', '-10.00')];
      return ok(
        agentTeamBetsSchema.parse({
          list,
          page,
          pageSize,
          total: list.length,
          totals: {
            count: list.length,
            stake: list.length === 0 ? '0.00' : '20.00',
            payout: list.length === 0 ? '0.00' : '25.50',
            net: list.length === 0 ? '0.00' : '5.50',
          },
        }),
      );
    })
    .on('GET', '/wps/agent/team/loss', (request) => {
      const page = Number(request.query.get('page') ?? '1');
      return ok(
        agentUserLossSchema.parse({
          list: lossRows.slice((page - 1) * 2, page * 2),
          page,
          pageSize: 2,
          total: lossRows.length,
          totals: { count: 7, stake: '160.00', payout: '105.00', net: '-55.00' },
        }),
      );
    })
    .on('GET', '/wps/agent/team/transactions', (request) =>
      ok(
        agentTeamTransactionsSchema.parse({
          list: [
            {
              id: 31,
              time: Date.UTC(2026, 10, 27, 6),
              type: 'DEPOSIT',
              amount: '500.00',
              balanceAfter: '1500.00',
              accountTypeId: 2,
              account: 'player_one',
            },
            {
              id: 30,
              time: Date.UTC(2026, 10, 27, 5),
              type: 'TRANSFER_IN',
              amount: '100.00',
              balanceAfter: '250.00',
              accountTypeId: 2,
              account: 'agent_two',
            },
          ],
          ...pageOf(request),
          total: 2,
        }),
      ),
    )
    .on('GET', '/wps/agent/income', () =>
      ok(
        agentIncomeSchema.parse({
          days: [
            {
              day: '2026-11-27',
              dividend: '0.00',
              dailySalary: '120.00',
              hourlySalary: '8.50',
              realtimeSalary: '-2.00',
              total: '126.50',
            },
            {
              day: '2026-11-26',
              dividend: '300.00',
              dailySalary: '100.00',
              hourlySalary: '0.00',
              realtimeSalary: '0.00',
              total: '400.00',
            },
          ],
          totals: {
            dividend: '300.00',
            dailySalary: '220.00',
            hourlySalary: '8.50',
            realtimeSalary: '-2.00',
            total: '526.50',
          },
        }),
      ),
    );
