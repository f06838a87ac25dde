import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import type { Services } from '../http/services.ts';
import { centsToAmount, decimalToCents } from '../ledger/money.ts';
import { digestOf, earlierResult, runOnce } from '../withdrawals/money-requests.ts';
import { vendorWallets, walletModeOf } from '../wallets/mode.ts';
import {
  checkTransferWallets,
  memberWalletCents,
  recallAll,
  transferBetweenWallets,
} from '../wallets/transfer.ts';
import { signedInMember, realMember } from '../http/member-guard.ts';

export const walletRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  // `typeId` is accepted and ignored: every wallet of the member is listed. In multi mode
  // (src/wallets/) that is the main wallet and each vendor wallet, one never used at zero.
  registerCall(app, services, 'balance', async (_input, ctx) => {
    const member = signedInMember(ctx.member);
    const wallets = await memberWalletCents(db, ctx.merchant.id, member.id);
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

  // Single by default; a QA control switches a merchant to one wallet per vendor.
  registerCall(app, services, 'merchantWallet', async (_input, ctx) => {
    if ((await walletModeOf(db, ctx.merchant.id)) === 'single') return { isSingle: true };
    return { isSingle: false, wallets: await vendorWallets(db, ctx.merchant.id) };
  });

  // Money calls like a withdrawal: a repeated `Idempotency-Key` answers the first result before
  // anything is checked, and the move and its key are written in one transaction.
  registerCall(app, services, 'walletTransfer', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const key = idempotencyKeyOf(ctx.request);
    const request = { memberId: member.id, key, call: 'walletTransfer', digest: digestOf(body) };
    const earlier = await earlierResult(db, request);
    if (earlier) return earlier.result as Awaited<ReturnType<typeof transferBetweenWallets>>;
    const amountCents = decimalToCents(body.amount);
    await checkTransferWallets(db, ctx.merchant.id, body.from, body.to);
    return runOnce(db, request, ctx.now, (tx) =>
      transferBetweenWallets(tx, {
        merchantId: ctx.merchant.id,
        memberId: member.id,
        currency: ctx.merchant.currency,
        from: body.from,
        to: body.to,
        amountCents,
        key,
        now: ctx.now,
      }),
    );
  });

  registerCall(app, services, 'walletRecallAll', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const key = idempotencyKeyOf(ctx.request);
    const request = { memberId: member.id, key, call: 'walletRecallAll', digest: digestOf(body) };
    const earlier = await earlierResult(db, request);
    if (earlier) return earlier.result as Awaited<ReturnType<typeof recallAll>>;
    return runOnce(db, request, ctx.now, (tx) =>
      recallAll(tx, {
        merchantId: ctx.merchant.id,
        memberId: member.id,
        currency: ctx.merchant.currency,
        key,
        now: ctx.now,
      }),
    );
  });
};
