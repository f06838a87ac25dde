import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { depositMachine } from '@his/machines/deposit';
import { AppActor } from '@/lib/actors.ts';
import { flowInspect } from '@/lib/flow-inspection.ts';
import { createDepositOrder } from './api/create-deposit-order.ts';
import { loadDepositOrder } from './api/load-deposit-order.ts';
import type { DepositStart } from './load-deposit-page.ts';

/** The deposit chart with its calls; `refreshBalance` is the header's balance. */
const depositLogic = (refreshBalance: () => void) =>
  depositMachine.provide({
    actors: {
      createOrder: fromPromise(({ input }) => createDepositOrder(input)),
      loadOrder: fromPromise(({ input }) => loadDepositOrder(input)),
    },
    actions: { tellCredited: refreshBalance },
  });

// 128 random bits, URL-safe: the bff accepts 16–64 such characters as an Idempotency-Key.
const newOrderKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The deposit page's flow, for as long as the page shows: one order key per page (each
 * submission numbers it), the header balance refreshed through the app chart when an order is
 * approved, and the page's visibility told to the chart so that it polls only while seen.
 */
export const useDeposit = (start: DepositStart) => {
  const app = AppActor.useActorRef();
  const [logic] = useState(() => depositLogic(() => app.send({ type: 'balance.refresh' })));
  const [input] = useState(() => ({ ...start, orderKey: newOrderKey() }));
  const deposit = useActorRef(logic, { input, inspect: flowInspect });
  useEffect(() => {
    const tell = () =>
      deposit.send({
        type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible',
      });
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  }, [deposit]);
  return deposit;
};
