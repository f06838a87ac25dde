import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { centsToDecimal } from '../ledger/money.ts';
import { runTransferCall } from '../transfers/member-transfer.ts';
import { refusalOf, transferToUpline } from '../transfers/to-upline.ts';
import { paymentPasswordState } from '../withdrawals/payment-password.ts';
import { memberWallet } from '../withdrawals/wallet.ts';
import { signedInMember } from '../http/member-guard.ts';

/**
 * Transfer to upline (issue 14): `transferUplineInfo` says whom to and whether the member may;
 * `transferUpline` moves money from the member's wallet to the upline's. It is a money call like
 * a withdrawal (`runTransferCall`).
 */
export const transferRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'transferUplineInfo', async (_input, ctx) => {
    const member = signedInMember(ctx.member);
    const { refusal, upline } = await refusalOf(db, member);
    const wallet = await memberWallet(db, member.id, false);
    const password = await paymentPasswordState(db, member.id, ctx.now);
    return {
      allowed: refusal === null,
      refusal,
      upline: upline && { account: upline.account, nickname: upline.nickname },
      availableBalance: centsToDecimal(wallet.cents),
      currency: ctx.merchant.currency,
      paymentPasswordSet: password.set,
    };
  });

  registerCall(app, services, 'transferUpline', async ({ body }, ctx) => {
    const member = signedInMember(ctx.member);
    return runTransferCall({
      services,
      call: 'transferUpline',
      member,
      request: ctx.request,
      body,
      now: ctx.now,
      refuse: async () => {
        const { refusal } = await refusalOf(db, member);
        if (refusal === 'trial') throw new ApiError('account.trial');
        if (refusal === 'noUpline') throw new ApiError('transfer.upline.not.allowed');
      },
      transfer: (tx, key, amountCents) =>
        transferToUpline(tx, {
          merchantId: ctx.merchant.id,
          member,
          amountCents,
          remark: body.remark ?? '',
          key,
          now: ctx.now,
        }),
    });
  });
};
