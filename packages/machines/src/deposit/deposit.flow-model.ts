import {
  depositOrderSchema,
  type DepositOrder,
  type DepositStatus,
} from '@his/shared/schemas/deposit';
import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, afterEvent, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { depositSettings } from './deposit.fixtures.ts';
import { depositMachine } from './deposit.machine.ts';

/** Order 41 of 100.50 on the bank transfer, in the given status. */
export const depositOrder = (status: DepositStatus): DepositOrder =>
  depositOrderSchema.parse({
    id: 41,
    reference: 'D20261127000041',
    channelId: 'BANK_TRANSFER',
    channelKind: 'bank',
    channelName: 'Bank transfer',
    amount: '100.50',
    status,
    createdAt: 1_800_000_000_000,
    expiresAt: 1_800_001_800_000,
    decidedAt: status === 'pending' ? null : 1_800_000_600_000,
    reason: status === 'rejected' ? 'Cancelled at the provider' : null,
    payUrl: 'http://127.0.0.1:8090/sandbox/pay/D20261127000041',
  });

/**
 * Model of the deposit page: deposits closed, a channel chosen and changed, amounts refused
 * (format, below, above) and valid, the order created or refused, then every status the check
 * can answer, a failed check, the page hidden and shown, and another deposit after an outcome.
 */
export const depositFlowModel: FlowModel<typeof depositMachine> = {
  machine: depositMachine,
  inputs: {
    open: { settings: depositSettings, recent: [depositOrder('expired')], orderKey: 'k7Qm2xT9' },
    closed: {
      settings: { ...depositSettings, allowDeposit: 'N', channels: [] },
      recent: [],
      orderKey: 'k7Qm2xT9',
    },
  },
  events: {
    'choose bank': { type: 'deposit.choose', channelId: 'BANK_TRANSFER' },
    'choose e-wallet': { type: 'deposit.choose', channelId: 'EWALLET' },
    'choose unknown channel': { type: 'deposit.choose', channelId: 'CRYPTO' },
    'submit 100.50': { type: 'deposit.submit', amount: '100.50' },
    'submit 3 decimals': { type: 'deposit.submit', amount: '10.505' },
    'submit 1': { type: 'deposit.submit', amount: '1' },
    again: { type: 'deposit.again' },
    refresh: { type: 'order.refresh' },
    hidden: { type: 'page.hidden' },
    visible: { type: 'page.visible' },
    created: doneEvent('createOrder', depositOrder('pending')),
    'create refused': errorEvent('createOrder', apiError('deposit.amount.limit')),
    'still pending': doneEvent('loadOrder', depositOrder('pending')),
    approved: doneEvent('loadOrder', depositOrder('approved')),
    rejected: doneEvent('loadOrder', depositOrder('rejected')),
    expired: doneEvent('loadOrder', depositOrder('expired')),
    'check failed': errorEvent('loadOrder', apiError('network.error')),
    'poll due': afterEvent('poll', 'deposit.order.pending.waiting'),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      channel: context.channelId,
      amountProblem: context.amountProblem,
      error: context.error !== null,
      retry: context.request !== null && !context.order,
    }),
  invariants: [
    {
      name: 'an order is on screen exactly in the order states',
      holds: (snapshot) => (snapshot.context.order !== null) === snapshot.matches('order'),
    },
    {
      name: 'the order on screen is among the recent orders, as shown',
      holds: (snapshot) =>
        snapshot.context.order === null || snapshot.context.recent.includes(snapshot.context.order),
    },
    {
      name: 'the order states match the order’s status',
      holds: (snapshot) =>
        !snapshot.matches('order') ||
        (['pending', 'approved', 'rejected', 'expired'] as const).every(
          (status) =>
            snapshot.matches({ order: status }) === (snapshot.context.order?.status === status),
        ),
    },
    {
      name: 'a submission in flight has its own idempotency key',
      holds: (snapshot) =>
        !snapshot.hasTag('busy') ||
        snapshot.context.request?.idempotencyKey ===
          `${snapshot.context.orderKey}-${snapshot.context.attempts}`,
    },
    {
      name: 'an amount problem shows only while the amount is typed',
      holds: (snapshot) => snapshot.context.amountProblem === null || snapshot.matches('entering'),
    },
  ],
  waivers: [],
  maxPaths: 200,
};
