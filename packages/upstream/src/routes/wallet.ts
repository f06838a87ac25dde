import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { memberBalances } from '../ledger/balance.ts';
import { centsToAmount } from '../ledger/money.ts';

export const walletRoutes = async (app: FastifyInstance, services: Services) => {
  // `typeId` is accepted and ignored: every wallet of the member is listed (only the main one exists).
  registerCall(app, services, 'balance', async (_input, ctx) => {
    if (!ctx.member) throw new ApiError('login.not.session');
    const wallets = await memberBalances(services.db, ctx.member.id);
    const total = wallets.reduce((sum, wallet) => sum + wallet.cents, 0n);
    return {
      sumBalance: centsToAmount(total),
      balance: wallets.map((w) => ({
        accountTypeId: w.accountTypeId,
        availBalance: centsToAmount(w.cents),
      })),
      currency: ctx.merchant.currency,
      currencySymbol: ctx.merchant.currencySymbol,
    };
  });

  // One wallet per member here, so transfers between sub-wallets never apply.
  registerCall(app, services, 'merchantWallet', async () => ({ isSingle: true }));
};
