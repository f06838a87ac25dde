import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  walletTransferMachine,
  type MoveResult,
  type WalletMove,
  type WalletsView,
} from '@his/machines/wallet-transfer';
import { flowInspect } from '@/lib/flow-inspection.ts';
import { loadWalletMode } from './api/load-wallet-mode.ts';
import { loadWallets } from './api/load-wallets.ts';
import { sendRecallAll, sendWalletTransfer } from './api/wallet-moves.ts';
import { walletsViewOf } from './wallets-view.ts';

const balancesOf = (wallets: readonly { accountTypeId: number; balance: string }[]) =>
  wallets.map(({ accountTypeId, balance }) => ({ accountTypeId, balance }));

const transfer = async (move: WalletMove): Promise<MoveResult> => {
  if (move.kind !== 'transfer') throw new Error('not a transfer');
  const done = await sendWalletTransfer(move.body, move.idempotencyKey);
  return { amount: done.amount, balances: balancesOf(done.wallets) };
};

const recall = async (move: WalletMove): Promise<MoveResult> => {
  const done = await sendRecallAll(move.idempotencyKey);
  return { amount: done.amount, balances: balancesOf(done.wallets) };
};

const reload = async (): Promise<WalletsView> => {
  const [mode, balance] = await Promise.all([loadWalletMode(), loadWallets()]);
  return walletsViewOf(mode, balance);
};

/** The wallet chart with its calls; `onMoved` hears each move the platform made. */
const walletTransferLogic = (onMoved: () => void) =>
  walletTransferMachine.provide({
    actors: {
      transfer: fromPromise<MoveResult, WalletMove>(({ input }) => transfer(input)),
      recall: fromPromise<MoveResult, WalletMove>(({ input }) => recall(input)),
      loadWallets: fromPromise<WalletsView>(reload),
    },
    actions: { tellMoved: () => onMoved() },
  });

/**
 * Runs the wallet chart while the page shows (seen by the flow inspection): a random form key
 * per page, so each move's idempotency key is `<formKey>-<n>`.
 */
export const useWalletTransfer = (wallets: WalletsView, onMoved: () => void) => {
  const [logic] = useState(() => walletTransferLogic(onMoved));
  const [formKey] = useState(() => crypto.randomUUID());
  return useActorRef(logic, { input: { formKey, wallets }, inspect: flowInspect });
};
