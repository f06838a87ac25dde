import type { MemberIcon, SecurityConfig } from '@his/shared/schemas/profile';
import type { BankCard, Withdrawal, WithdrawSettings } from '@his/shared/schemas/withdraw';
import { bankCards } from './api/bank-cards.ts';
import { paymentConfirmationList } from './api/payment-confirmation-list.ts';
import { memberIcon, securityConfig } from './api/profile.ts';
import { withdrawBanks } from './api/withdraw-banks.ts';
import { withdrawReport } from './api/withdraw-report.ts';
import { withdrawSettings } from './api/withdraw-settings.ts';

export type WithdrawBank = Awaited<ReturnType<typeof withdrawBanks>>[number];

/**
 * What the security center shows first: the avatar, the bound contacts, the payment password's
 * state, the cards, the banks.
 */
export interface SecurityCenterData {
  icon: MemberIcon;
  contacts: SecurityConfig;
  settings: WithdrawSettings;
  cards: BankCard[];
  banks: WithdrawBank[];
}

export const loadSecurityCenter = async (): Promise<SecurityCenterData> => {
  const [icon, contacts, settings, cards, banks] = await Promise.all([
    memberIcon(),
    securityConfig(),
    withdrawSettings(),
    bankCards(),
    withdrawBanks(),
  ]);
  return { icon, contacts, settings, cards, banks };
};

/**
 * The server's clock as read with the withdrawals: its `now` then, plus the time elapsed since
 * on the page's monotonic clock (a wrong device clock moves no deadline).
 */
const serverClockFrom = (now: number) => {
  const readAt = performance.now();
  return () => now + Math.round(performance.now() - readAt);
};

/** One page of the member's withdrawals, newest first, and how many there are in all. */
export interface WithdrawalsPage {
  list: Withdrawal[];
  page: number;
  pageSize: number;
  total: number;
}

/** What the withdraw page shows: settings, cards, a page of withdrawals and the server's clock. */
export interface WithdrawData {
  settings: WithdrawSettings;
  cards: BankCard[];
  withdrawals: WithdrawalsPage;
  serverNow: () => number;
}

const lastPage = ({ pageSize, total }: WithdrawalsPage) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The withdrawals' page `page` (the first unless told) with the server's clock; when that page
 * no longer exists, the last one there is.
 */
export const loadWithdrawals = async (page = 1) => {
  const [report, confirmations] = await Promise.all([
    withdrawReport(page),
    paymentConfirmationList(),
  ]);
  const withdrawals =
    report.list.length === 0 && page > lastPage(report)
      ? await withdrawReport(lastPage(report))
      : report;
  return { withdrawals, serverNow: serverClockFrom(confirmations.now) };
};

export const loadWithdraw = async (): Promise<WithdrawData> => {
  const [settings, cards, withdrawals] = await Promise.all([
    withdrawSettings(),
    bankCards(),
    loadWithdrawals(),
  ]);
  return { settings, cards, ...withdrawals };
};
