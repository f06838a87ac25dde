import {
  depositCreateBodySchema,
  depositOrderSchema,
  depositReportQuerySchema,
  depositReportSchema,
  depositSettingsSchema,
} from '../schemas/deposit.ts';
import { base, defineCall, type CallDef } from './define.ts';

/** Deposits: settings, the order, the report. */
export const depositCalls = {
  // Deposits (issue 14, UPSTREAM.md §4.2): channels, an order paid on the provider's page, the
  // member's orders.
  depositSettings: defineCall({
    ...base,
    path: '/wps/relay/MCSFE_getDepositSettings',
    method: 'GET',
    auth: 'required',
    value: depositSettingsSchema,
  }),
  depositCreate: defineCall({
    ...base,
    path: '/wps/relay/MCS2_depositPaymentGateway',
    method: 'POST',
    auth: 'required',
    bodyType: 'json',
    idempotent: true,
    body: depositCreateBodySchema,
    value: depositOrderSchema,
  }),
  depositReport: defineCall({
    ...base,
    path: '/wps/relay/MCS2_depositTransactioNReport',
    method: 'GET',
    auth: 'required',
    query: depositReportQuerySchema,
    value: depositReportSchema,
  }),
} as const satisfies Record<string, CallDef>;
