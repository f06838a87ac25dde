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

/**
 * What the withdraw page's list query answers (the `recordQuery` chart's answer): the settings
 * with the balances, which move with every withdrawal, a page of withdrawals and the server's
 * clock.
 */
export interface WithdrawalsAnswer {
  settings: WithdrawSettings;
  withdrawals: WithdrawalsPage;
  serverNow: () => number;
}

/** What the withdraw page shows: the list query's first answer and the bank cards. */
export interface WithdrawData extends WithdrawalsAnswer {
  cards: BankCard[];
}

const lastPage = ({ pageSize, total }: WithdrawalsPage) => Math.max(1, Math.ceil(total / pageSize));

/**
 * The settings and the withdrawals' page `page` with the server's clock; when that page no
 * longer exists, the last one there is.
 */
export const loadWithdrawals = async (
  page: number,
  signal?: AbortSignal,
): Promise<WithdrawalsAnswer> => {
  const [settings, report, confirmations] = await Promise.all([
    withdrawSettings(signal),
    withdrawReport(page, signal),
    paymentConfirmationList(signal),
  ]);
  const withdrawals =
    report.list.length === 0 && page > lastPage(report)
      ? await withdrawReport(lastPage(report), signal)
      : report;
  return { settings, withdrawals, serverNow: serverClockFrom(confirmations.now) };
};

export const loadWithdraw = async (): Promise<WithdrawData> => {
  const [cards, answer] = await Promise.all([bankCards(), loadWithdrawals(1)]);
  return { cards, ...answer };
};
