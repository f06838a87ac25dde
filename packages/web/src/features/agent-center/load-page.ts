import { createElement } from 'react';
import { centerPageOf, type AgentCenterPage } from '@his/machines/member-center/pages';
import { loadedChunks } from '@/features/member-center/loaded-chunks.ts';
import type { PageModule } from '@/features/member-center/load-page.ts';
import { callApi } from '@/lib/api.ts';
import { agentMenu } from './agent-menu.ts';
import { AgentCenterPanel } from './components/agent-center-panel.tsx';
import { siteFacts } from './site-facts.ts';

/** One chunk per page; adding a page is a file in `pages/` and a line here. */
const pages: Record<AgentCenterPage, () => Promise<PageModule>> = {
  agentAnnouncement: () => import('./pages/announcement.tsx'),
  agentTeamOverview: () => import('./pages/team-overview.tsx'),
  registerCenter: () => import('./pages/register-downline.tsx'),
  downlineManagmentView: () => import('./pages/team-management.tsx'),
  personalHistoryCopy: () => import('./pages/team-betting.tsx'),
  palStatementsAgentCopy: () => import('./pages/user-loss.tsx'),
  agentRevenueReport: () => import('./pages/my-income.tsx'),
  agentDownlineTransactionDetailsCopy: () => import('./pages/team-transactions.tsx'),
  agentDividendRecordCopy2: () => import('./pages/dividend-record.tsx'),
  agentDailyWages2: () => import('./pages/daily-wages.tsx'),
  agentHourSalary: () => import('./pages/hourly-salary.tsx'),
  agentRealtimeSalary: () => import('./pages/realtime-salary.tsx'),
};

/**
 * The agent center's page load (the chart's `loadPage` for `ac`): the menu the agent's contract
 * flags and the agent policy allow (read afresh each time: an offer accepted elsewhere shows its
 * entry), then the chunk and first data of the page the address names. A page the menu does not
 * show, or an unknown name, opens the default page (team overview).
 */
export const loadAgentPage = async (named: string): Promise<AgentCenterPage> => {
  const [flags, site] = await Promise.all([callApi('contractFlags'), siteFacts()]);
  const menu = agentMenu(flags, site.agentPolicyOn);
  const wanted = centerPageOf('agents', named);
  const page = menu.includes(wanted) ? wanted : centerPageOf('agents', '');
  const module = await pages[page]();
  await module.load?.();
  const loaded = loadedChunks.agents;
  loaded.panel = AgentCenterPanel;
  loaded.menu = menu;
  loaded.pages.set(page, createElement(module.Page));
  return page;
};
