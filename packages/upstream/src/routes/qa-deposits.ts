import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Decision } from '../deposits/decide-order.ts';
import { decideOrder } from '../deposits/decide-order.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { OrderRow } from '../deposits/orders.ts';
import { expireDueOrders, orderView, selectOrders } from '../deposits/orders.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import { memberBalances } from '../ledger/balance.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { findMemberByAccount } from '../members/members.ts';
import { publicUrlOf } from '../play/public-url.ts';

const accountSchema = z.string().trim().min(1).max(64);
const referenceSchema = z.string().regex(/^DP[0-9A-Z]{12}$/);
const accountQuery = z.object({ account: accountSchema }).strict();
const referenceBody = z.object({ reference: referenceSchema }).strict();
const rejectBody = z
  .object({ reference: referenceSchema, reason: z.string().trim().min(1).max(200) })
  .strict();

const channelsBody = z.object({ open: z.boolean() }).strict();

const bodyOf = <S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> =>
  parseInput(schema, readBody(request.body, 'json'));

/**
 * QA controls of deposits (issue 14): a member's orders with the wallet balance, and the
 * decisions a payment provider or an operator would make: approve (credits once), reject with a
 * reason, expire now. Each answers the order and whether it changed (`changed: false` for a
 * repeat of the outcome it already has); a decided order asked for another outcome is 409
 * `deposit.order.closed`. Deposits of the merchant can be closed (every channel disabled, so the
 * settings answer `allowDeposit: 'N'`) and opened again; `/qa/reset` opens them too.
 */
export const qaDepositRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db, clock, config } = services;
  const origin = () => publicUrlOf(config, app.server);
  const view = (order: OrderRow) => orderView(order, origin());

  app.get('/qa/deposits', async (request) => {
    const { account } = parseInput(accountQuery, request.query);
    const member = await findMemberByAccount(db, (await merchant()).id, account);
    if (!member) throw new ApiError('not.found');
    await expireDueOrders(db, { memberId: member.id }, clock.now());
    const orders = await selectOrders(db, 'o.member_id = $1', [member.id]);
    const cents = (await memberBalances(db, member.id)).reduce((sum, w) => sum + w.cents, 0n);
    return {
      account: member.account,
      balance: centsToDecimal(cents),
      orders: orders.map((order) => view(order)),
    };
  });

  const decide = async (reference: string, decision: Decision) => {
    const { order, changed } = await decideOrder(db, reference, decision, 'qa', clock.now());
    return { order: view(order), changed };
  };

  app.post('/qa/deposits/approve', async (request) =>
    decide(bodyOf(referenceBody, request).reference, { action: 'approve' }),
  );

  app.post('/qa/deposits/reject', async (request) => {
    const { reference, reason } = bodyOf(rejectBody, request);
    return decide(reference, { action: 'reject', reason });
  });

  app.post('/qa/deposits/expire', async (request) =>
    decide(bodyOf(referenceBody, request).reference, { action: 'expire' }),
  );

  app.post('/qa/deposits/channels', async (request) => {
    const { open } = bodyOf(channelsBody, request);
    const changed = await db.query<{ code: string }>(
      'UPDATE deposit_channels SET enabled = $2 WHERE merchant_id = $1 RETURNING code',
      [(await merchant()).id, open],
    );
    return { open, channels: changed.map((row) => row.code).sort() };
  });
};
