import { fromPromise } from 'xstate';
import { balanceMachine } from '@his/machines/balance';
import { loadBalance } from './api/load-balance.ts';

/**
 * The header balance with its call (GET /wps/v2/wallets/balance), given up when the balance
 * stops (a sign-out): nothing of the ended session is still on its way.
 */
export const balanceLogic = balanceMachine.provide({
  actors: { loadBalance: fromPromise(({ signal }) => loadBalance(signal)) },
});
