import { fromPromise } from 'xstate';
import { balanceMachine } from '@his/machines/balance';
import { loadBalance } from './api/load-balance.ts';

/** The header balance with its call (GET /wps/v2/wallets/balance). */
export const balanceLogic = balanceMachine.provide({
  actors: { loadBalance: fromPromise(() => loadBalance()) },
});
