import {
  transferUplineBodySchema,
  transferUplineInfoSchema,
  uplineTransferSchema,
} from '../schemas/transfer.ts';
import { base, defineCall, type CallDef } from './define.ts';

/** Transfers to the upline agent. */
export const transferCalls = {
  // Transfer to upline (issue 14; SPEC §6: agents' members transfer to their upline). The paths
  // are ours, beside the platform's `/wps/agent/transferDownline` (UPSTREAM.md §4.2).
  transferUplineInfo: defineCall({
    ...base,
    path: '/wps/agent/upline',
    method: 'GET',
    auth: 'required',
    value: transferUplineInfoSchema,
  }),
  transferUpline: defineCall({
    ...base,
    path: '/wps/agent/transferUpline',
    method: 'POST',
    auth: 'required',
    encrypted: true,
    bodyType: 'json',
    idempotent: true,
    body: transferUplineBodySchema,
    value: uplineTransferSchema,
  }),
} as const satisfies Record<string, CallDef>;
