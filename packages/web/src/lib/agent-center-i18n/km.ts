import { contractPagesKm } from './contract-pages-strings.ts';
import { contractsKm } from './contracts-strings.ts';
import type { AgentCenterStrings } from './en.ts';
import { reportsKm } from './reports-strings.ts';
import { teamKm } from './team-strings.ts';

export const agentCenterKm: AgentCenterStrings = {
  title: 'មជ្ឈមណ្ឌលភ្នាក់ងារ',
  menu: 'ទំព័រមជ្ឈមណ្ឌលភ្នាក់ងារ',
  back: 'ទំព័រទាំងអស់',
  pages: {
    agentAnnouncement: 'សេចក្តីប្រកាស',
    agentTeamOverview: 'ទិដ្ឋភាពទូទៅនៃក្រុម',
    registerCenter: 'ចុះឈ្មោះខ្សែក្រោម',
    downlineManagmentView: 'ការគ្រប់គ្រងក្រុម',
    personalHistoryCopy: 'ការភ្នាល់របស់ក្រុម',
    palStatementsAgentCopy: 'ការខាតបង់អ្នកប្រើ',
    agentRevenueReport: 'ចំណូលរបស់ខ្ញុំ',
    agentDownlineTransactionDetailsCopy: 'ប្រតិបត្តិការខ្សែក្រោម',
    agentDividendRecordCopy2: 'កំណត់ត្រាភាគលាភ',
    agentDailyWages2: 'ប្រាក់ឈ្នួលប្រចាំថ្ងៃ',
    agentHourSalary: 'ប្រាក់ខែតាមម៉ោង',
    agentRealtimeSalary: 'ប្រាក់ខែពេលវេលាជាក់ស្តែង',
  },
  reports: reportsKm,
  team: teamKm,
  contractPages: contractPagesKm,
  contracts: contractsKm,
};
