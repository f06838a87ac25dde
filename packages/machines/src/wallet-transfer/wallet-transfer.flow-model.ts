import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { walletTransferMachine } from './wallet-transfer.machine.ts';

const wallets = {
  isSingle: false,
  vendors: [
    { accountTypeId: 100, name: 'VN Lottery' },
    { accountTypeId: 101, name: 'Golden Lantern E-Lotto' },
  ],
  balances: [
    { accountTypeId: 2, balance: '100.00' },
    { accountTypeId: 100, balance: '0.00' },
    { accountTypeId: 101, balance: '0.00' },
  ],
};

const transferIn = { from: 2, to: 100, amount: '40' };

/**
 * Model of my wallet: transfers in (valid, a bad amount, the same wallet twice), recall all,
 * refresh; the server moving, refusing, or not
 * answering (which keeps the key for the same move).
 */
export const walletTransferFlowModel: FlowModel<typeof walletTransferMachine> = {
  machine: walletTransferMachine,
  inputs: { 'multi wallet': { formKey: 'a1b2c3d4e5f6a7b8', wallets } },
  events: {
    'transfer in': { type: 'wallet.transfer', values: transferIn },
    'transfer bad amount': { type: 'wallet.transfer', values: { ...transferIn, amount: '1.005' } },
    'transfer same wallet': { type: 'wallet.transfer', values: { ...transferIn, to: 2 } },
    'recall all': { type: 'wallet.recallAll' },
    refresh: { type: 'wallet.refresh' },
    moved: doneEvent('transfer', {
      amount: '40.00',
      balances: [
        { accountTypeId: 2, balance: '60.00' },
        { accountTypeId: 100, balance: '40.00' },
        { accountTypeId: 101, balance: '0.00' },
      ],
    }),
    'transfer refused': errorEvent('transfer', apiError('funds.insufficient')),
    'transfer no answer': errorEvent('transfer', apiError('network.error')),
    recalled: doneEvent('recall', {
      amount: '40.00',
      balances: [
        { accountTypeId: 2, balance: '100.00' },
        { accountTypeId: 100, balance: '0.00' },
        { accountTypeId: 101, balance: '0.00' },
      ],
    }),
    'recall no answer': errorEvent('recall', apiError('network.error')),
    reloaded: doneEvent('loadWallets', wallets),
    'reload failed': errorEvent('loadWallets', apiError('network.error')),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      kept: context.move !== null,
      shown: Object.keys(context.fieldErrors).length > 0 || context.error !== null,
      submissions: Math.min(context.submissions, 1),
    }),
  invariants: [
    {
      name: 'busy exactly while a move or a refresh is in flight',
      holds: (snapshot) => snapshot.hasTag('busy') === !snapshot.matches('editing'),
    },
    {
      name: 'a move in flight is sent with the latest numbered key, of its kind',
      holds: (snapshot) =>
        (!snapshot.matches('transferring') && !snapshot.matches('recalling')) ||
        (snapshot.context.move?.idempotencyKey ===
          `${snapshot.context.formKey}-${snapshot.context.submissions}` &&
          snapshot.context.move.kind === (snapshot.matches('recalling') ? 'recall' : 'transfer')),
    },
    {
      name: 'no move is kept after one done, and field problems and a failure never show together',
      holds: (snapshot) =>
        (snapshot.context.move === null || snapshot.context.done === null) &&
        (Object.keys(snapshot.context.fieldErrors).length === 0 || snapshot.context.error === null),
    },
  ],
  waivers: [],
  maxPaths: 150,
};
