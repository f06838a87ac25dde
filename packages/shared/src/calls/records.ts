import {
  bettingRecordQuerySchema,
  bettingRecordSchema,
  bonusDetailsQuerySchema,
  bonusDetailsSchema,
  personalProfitQuerySchema,
  personalProfitSchema,
  transactionHistoryQuerySchema,
  transactionHistorySchema,
  transactionTypesSchema,
} from '../schemas/records.ts';
import { base, defineCall, type CallDef } from './define.ts';

/** The member's records: bets, transactions, profit and loss, bonuses. */
export const recordsCalls = {
  // Records (issue 14, UPSTREAM.md §4.2 and §4.7): read from the ledger and the rounds.
  bettingRecord: defineCall({
    ...base,
    path: '/wps/relay/ODS2_BetHistory',
    method: 'GET',
    auth: 'required',
    query: bettingRecordQuerySchema,
    value: bettingRecordSchema,
  }),
  transactionHistory: defineCall({
    ...base,
    path: '/wps/relay/ODS2_MemberTransaction',
    method: 'GET',
    auth: 'required',
    query: transactionHistoryQuerySchema,
    value: transactionHistorySchema,
  }),
  transactionTypes: defineCall({
    ...base,
    path: '/wps/relay/GLS2_TxCodeList',
    method: 'GET',
    auth: 'required',
    value: transactionTypesSchema,
  }),
  personalProfit: defineCall({
    ...base,
    path: '/wps/relay/ODSFE2_MemPNL',
    method: 'GET',
    auth: 'required',
    query: personalProfitQuerySchema,
    value: personalProfitSchema,
  }),
  bonusDetails: defineCall({
    ...base,
    path: '/wps/relay/ODSFE2_MemBonusDet',
    method: 'GET',
    auth: 'required',
    query: bonusDetailsQuerySchema,
    value: bonusDetailsSchema,
  }),
} as const satisfies Record<string, CallDef>;
