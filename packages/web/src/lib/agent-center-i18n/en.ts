import { contractPagesEn } from './contract-pages-strings.ts';
import { contractsEn } from './contracts-strings.ts';
import { reportsEn } from './reports-strings.ts';
import { teamEn } from './team-strings.ts';

/**
 * The agent center's strings (i18next namespace `agentCenter`): like the member center's, they
 * come with the center's chunk, in all three languages, and are added when it first shows.
 */
export const agentCenterEn = {
  title: 'Agent center',
  menu: 'Agent center pages',
  back: 'All pages',
  pages: {
    agentAnnouncement: 'Announcement',
    agentTeamOverview: 'Team overview',
    registerCenter: 'Register a downline',
    downlineManagmentView: 'Team management',
    personalHistoryCopy: 'Team betting',
    palStatementsAgentCopy: 'User loss',
    agentRevenueReport: 'My income',
    agentDownlineTransactionDetailsCopy: 'Downline transactions',
    agentDividendRecordCopy2: 'Dividend record',
    agentDailyWages2: 'Daily wages',
    agentHourSalary: 'Hourly salary',
    agentRealtimeSalary: 'Real-time salary',
  },
  reports: reportsEn,
  team: teamEn,
  contractPages: contractPagesEn,
  contracts: contractsEn,
};

/** Every language's agent center strings have the English ones' keys. */
export type AgentCenterStrings = typeof agentCenterEn;
