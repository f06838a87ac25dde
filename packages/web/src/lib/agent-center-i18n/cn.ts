import { contractPagesCn } from './contract-pages-strings.ts';
import { contractsCn } from './contracts-strings.ts';
import type { AgentCenterStrings } from './en.ts';
import { reportsCn } from './reports-strings.ts';
import { teamCn } from './team-strings.ts';

export const agentCenterCn: AgentCenterStrings = {
  title: '代理中心',
  menu: '代理中心页面',
  back: '全部页面',
  pages: {
    agentAnnouncement: '公告',
    agentTeamOverview: '团队总览',
    registerCenter: '注册下级',
    downlineManagmentView: '团队管理',
    personalHistoryCopy: '团队投注',
    palStatementsAgentCopy: '用户盈亏',
    agentRevenueReport: '我的收入',
    agentDownlineTransactionDetailsCopy: '下级交易明细',
    agentDividendRecordCopy2: '分红记录',
    agentDailyWages2: '日工资',
    agentHourSalary: '时薪',
    agentRealtimeSalary: '实时工资',
  },
  reports: reportsCn,
  team: teamCn,
  contractPages: contractPagesCn,
  contracts: contractsCn,
};
