import type { Lane } from '@his/shared/schemas/games';
import type {
  BettingRecord,
  BonusDetails,
  PersonalProfit,
  TransactionHistory,
  TransactionTypeCode,
} from '@his/shared/schemas/records';
import { loadBettingRecord } from './api/load-betting-record.ts';
import { loadBonusDetails } from './api/load-bonus-details.ts';
import { loadGameLanes } from './api/load-game-lanes.ts';
import { loadPersonalProfit } from './api/load-personal-profit.ts';
import { loadTransactionHistory } from './api/load-transaction-history.ts';
import { loadTransactionTypes } from './api/load-transaction-types.ts';
import { firstQuery, type RecordQuery } from './record-query.ts';

/** A record page's first data: its first query, that query's answer and the filters' choices. */
interface RecordStart<T, Choices = null> {
  query: RecordQuery;
  first: T;
  choices: Choices;
}

export type BettingRecordStart = RecordStart<BettingRecord, Lane[]>;
export type AccountRecordStart = RecordStart<TransactionHistory, TransactionTypeCode[]>;
export type PersonalLossStart = RecordStart<PersonalProfit, Lane[]>;
export type BonusDetailsStart = RecordStart<BonusDetails>;

// The filters' choices help but are not the record: without them the page lists every bet.
const lanesOrNone = () => loadGameLanes().catch(() => []);

/** The betting record's first page and the categories and vendors to filter by. */
export const loadBettingRecordPage = async (): Promise<BettingRecordStart> => {
  const query = firstQuery(Date.now());
  const [first, choices] = await Promise.all([loadBettingRecord(query), lanesOrNone()]);
  return { query, first, choices };
};

/** The account record's first page and its type codes. */
export const loadAccountRecordPage = async (): Promise<AccountRecordStart> => {
  const query = firstQuery(Date.now());
  const [first, choices] = await Promise.all([
    loadTransactionHistory(query),
    loadTransactionTypes(),
  ]);
  return { query, first, choices };
};

/** The personal loss of the last seven days and the categories to filter by. */
export const loadPersonalLossPage = async (): Promise<PersonalLossStart> => {
  const query = firstQuery(Date.now());
  const [first, choices] = await Promise.all([loadPersonalProfit(query), lanesOrNone()]);
  return { query, first, choices };
};

/** The bonus details' first page. */
export const loadBonusDetailsPage = async (): Promise<BonusDetailsStart> => {
  const query = firstQuery(Date.now());
  return { query, first: await loadBonusDetails(query), choices: null };
};
