import { rebateDue } from './api/rebate-due.ts';
import { rebateHistory } from './api/rebate-history.ts';

/** What the cashback page shows: the rebate due and the claim history. */
export const loadCashback = async (signal?: AbortSignal) => {
  const [due, history] = await Promise.all([rebateDue(signal), rebateHistory(signal)]);
  return { due, history };
};
export type CashbackStart = Awaited<ReturnType<typeof loadCashback>>;
