import { createElement, type ComponentType } from 'react';
import {
  centerPageOf,
  memberCenterPages,
  type MemberCenterPage,
} from '@his/machines/member-center/pages';
import { MemberCenterPanel } from './components/member-center-panel.tsx';
import { loadedChunks } from './loaded-chunks.ts';

export { changeAddress } from './address-change.ts';

/**
 * A center's page module (`pages/<page>.tsx`): its component and, for a page with data, `load`,
 * the first data it shows (awaited before the page appears).
 */
export interface PageModule {
  Page: ComponentType;
  load?: () => Promise<unknown>;
}

/** One chunk per page; adding a page is a file in `pages/` and a line here. */
const pages: Record<MemberCenterPage, () => Promise<PageModule>> = {
  securityCenter: () => import('./pages/security-center.tsx'),
  transferFund: () => import('./pages/transfer-fund.tsx'),
  depositv2: () => import('./pages/deposit.tsx'),
  withdraw: () => import('./pages/withdraw.tsx'),
  transferUpline: () => import('./pages/transfer-upline.tsx'),
  personalHistoryCopy: () => import('./pages/betting-record.tsx'),
  manualRebate: () => import('./pages/cashback.tsx'),
  transactionHistory: () => import('./pages/account-record.tsx'),
  personalProfit: () => import('./pages/personal-loss.tsx'),
  bonusDetails: () => import('./pages/bonus-details.tsx'),
  rewardCenter: () => import('./pages/reward-center.tsx'),
  referral: () => import('./pages/invite-friends.tsx'),
  missionLeaderboard: () => import('./pages/mission-activity.tsx'),
  messageV2: () => import('./pages/platform-information.tsx'),
};

/**
 * The chart's `loadPage` of the member center: the panel, the chunk and first data of the page
 * the address names (an unknown name: the default page); it answers that page.
 */
export const loadPage = async (named: string): Promise<MemberCenterPage> => {
  const page = centerPageOf('members', named);
  const module = await pages[page]();
  await module.load?.();
  const loaded = loadedChunks.members;
  loaded.panel = MemberCenterPanel;
  loaded.menu = memberCenterPages;
  loaded.pages.set(page, createElement(module.Page));
  return page;
};
