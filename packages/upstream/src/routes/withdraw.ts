import type { FastifyInstance } from 'fastify';
import type { CallName } from '@his/shared/calls';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import type { Services } from '../http/services.ts';
import type { Member } from '../members/members.ts';
import { centsToDecimal, decimalToCents } from '../ledger/money.ts';
import {
  addBankCard,
  listBankCards,
  removeBankCard,
  withdrawBanks,
} from '../withdrawals/bank-cards.ts';
import { confirmReceipt, settleDue } from '../withdrawals/lifecycle.ts';
import { digestOf, earlierResult, runOnce } from '../withdrawals/money-requests.ts';
import {
  changePaymentPassword,
  checkPaymentPassword,
  paymentPasswordState,
  setPaymentPassword,
} from '../withdrawals/payment-password.ts';
import { checkProofs } from '../withdrawals/proofs.ts';
import { holdWithdrawal, usedToday } from '../withdrawals/request.ts';
import { readLimits } from '../withdrawals/settings.ts';
import { withdrawalCount, withdrawalView, withdrawalViews } from '../withdrawals/views.ts';
import { heldCents, memberWallet } from '../withdrawals/wallet.ts';
import { signedInMember, realMember } from '../http/member-guard.ts';

const defaultPageSize = 20;

/**
 * The withdrawal calls of issue 14 (see src/withdrawals/README.md). Money calls (withdraw, the
 * receipt answer, adding and removing a card) carry an `Idempotency-Key`: a repeat answers the
 * first result before anything is checked or counted, and each runs in one transaction with
 * its key. Every read of a member's withdrawals first settles those whose confirmation deadline
 * has passed.
 */
export const withdrawRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  /**
   * A money call: the earlier result of its key, or the payment password checked (when the
   * call takes one) and `work` run once under the key.
   */
  const once = async <T>(
    call: CallName,
    member: Member,
    input: { key: string; body: Record<string, unknown>; password: string | null; now: Date },
    work: Parameters<typeof runOnce<T>>[3],
  ): Promise<T> => {
    const request = { memberId: member.id, key: input.key, call, digest: digestOf(input.body) };
    const earlier = await earlierResult(db, request);
    if (earlier) return earlier.result as T;
    if (input.password !== null) {
      await checkPaymentPassword(services, member, input.password, input.now);
    }
    return runOnce(db, request, input.now, work);
  };

  registerCall(app, services, 'hasWithdrawalPassword', async (_input, ctx) => {
    const state = await paymentPasswordState(db, signedInMember(ctx.member).id, ctx.now);
    return state.set;
  });

  registerCall(app, services, 'setPaymentPassword', async ({ body }, ctx) => {
    await setPaymentPassword(services, signedInMember(ctx.member), body);
    return null;
  });

  registerCall(app, services, 'changePaymentPassword', async ({ body }, ctx) => {
    await changePaymentPassword(services, signedInMember(ctx.member), body, ctx.now);
    return null;
  });

  registerCall(app, services, 'withdrawBanks', async () => withdrawBanks.map((bank) => bank));

  registerCall(app, services, 'bankCards', async (_input, ctx) =>
    listBankCards(db, signedInMember(ctx.member).id),
  );

  registerCall(app, services, 'addBankCard', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const key = idempotencyKeyOf(ctx.request);
    return once('addBankCard', member, { key, body, password: body.password, now: ctx.now }, (tx) =>
      addBankCard(
        tx,
        {
          merchantId: ctx.merchant.id,
          memberId: member.id,
          bankCode: body.bankCode,
          accountName: body.accountName,
          accountNumber: body.accountNumber,
        },
        ctx.now,
      ),
    );
  });

  registerCall(app, services, 'removeBankCard', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const key = idempotencyKeyOf(ctx.request);
    return once(
      'removeBankCard',
      member,
      { key, body, password: body.password, now: ctx.now },
      (tx) => removeBankCard(tx, member.id, body.bankCardId, ctx.now),
    );
  });

  registerCall(app, services, 'withdrawSettings', async (_input, ctx) => {
    const member = signedInMember(ctx.member);
    await settleDue(db, ctx.now, member.id);
    const limits = await readLimits(db, ctx.merchant.id);
    const [wallet, held, today, password] = [
      await memberWallet(db, member.id, false),
      await heldCents(db, member.id),
      await usedToday(db, member.id, ctx.now),
      await paymentPasswordState(db, member.id, ctx.now),
    ];
    return {
      minimumAmount: centsToDecimal(limits.minimumCents),
      maximumAmount: centsToDecimal(limits.maximumCents),
      dailyCountLimit: limits.dailyCount,
      dailyCountUsed: today.count,
      dailyAmountLimit: centsToDecimal(limits.dailyCents),
      dailyAmountUsed: centsToDecimal(today.cents),
      availableBalance: centsToDecimal(wallet.cents),
      pendingAmount: centsToDecimal(held),
      balanceAfterPending: centsToDecimal(wallet.cents),
      totalBalance: centsToDecimal(wallet.cents + held),
      confirmationMinutes: limits.confirmationMinutes,
      paymentPassword: {
        set: password.set,
        failures: password.failures,
        lockedUntil: password.lockedUntil?.getTime() ?? null,
      },
      currency: ctx.merchant.currency,
    };
  });

  registerCall(app, services, 'withdraw', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const key = idempotencyKeyOf(ctx.request);
    const amountCents = decimalToCents(body.amount);
    return once('withdraw', member, { key, body, password: body.password, now: ctx.now }, (tx) =>
      holdWithdrawal(tx, {
        merchantId: ctx.merchant.id,
        memberId: member.id,
        bankCardId: body.bankCardId,
        amountCents,
        now: ctx.now,
      }),
    );
  });

  registerCall(app, services, 'withdrawReport', async ({ query }, ctx) => {
    const member = signedInMember(ctx.member);
    await settleDue(db, ctx.now, member.id);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? defaultPageSize;
    return {
      list: await withdrawalViews(db, {
        memberId: member.id,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      }),
      page,
      pageSize,
      total: await withdrawalCount(db, member.id),
    };
  });

  registerCall(app, services, 'paymentConfirmationList', async (_input, ctx) => {
    const member = signedInMember(ctx.member);
    await settleDue(db, ctx.now, member.id);
    const list = await withdrawalViews(db, { memberId: member.id, status: 'released' });
    return {
      now: ctx.now.getTime(),
      list: list.flatMap((view) =>
        view.deadline === null ? [] : [{ ...view, deadline: view.deadline }],
      ),
    };
  });

  registerCall(app, services, 'processC2CTransaction', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const key = idempotencyKeyOf(ctx.request);
    const proofs = body.received ? null : checkProofs(body.proofs);
    await settleDue(db, ctx.now, member.id);
    return once(
      'processC2CTransaction',
      member,
      { key, body, password: null, now: ctx.now },
      async (tx) => {
        await confirmReceipt(tx, {
          memberId: member.id,
          withdrawalId: body.withdrawalId,
          proofs,
          now: ctx.now,
        });
        const view = await withdrawalView(tx, member.id, body.withdrawalId);
        if (!view) throw new ApiError('withdrawal.not.found');
        return view;
      },
    );
  });
};
