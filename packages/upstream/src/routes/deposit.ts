import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '@his/shared/constants';
import { languages } from '@his/shared/constants';
import { channelView, enabledChannels } from '../deposits/channels.ts';
import { createOrder } from '../deposits/create-order.ts';
import type { Decision } from '../deposits/decide-order.ts';
import { decideOrder } from '../deposits/decide-order.ts';
import { centsToDecimal } from '../ledger/money.ts';
import type { OrderRow } from '../deposits/orders.ts';
import { expireDueOrders, orderView, selectOrders } from '../deposits/orders.ts';
import { sandboxOrderPage, sandboxPolicy, sandboxRefusalPage } from '../deposits/sandbox-page.ts';
import { sandboxLanguage } from '../deposits/sandbox-texts.ts';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import { publicUrlOf } from '../play/public-url.ts';
import { realMember } from '../http/member-guard.ts';

const referencePattern = /^DP[0-9A-Z]{12}$/;
const payForm = z
  .object({ token: z.string().regex(/^[0-9a-f]{32}$/), action: z.enum(['pay', 'cancel']) })
  .strict();

/** The site's language of a call (the bff always sends one), for the provider page's URL. */
const callLanguage = (request: FastifyRequest): Language | null => {
  const header = request.headers.language;
  const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
  return languages.find((language) => language === value) ?? null;
};

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The deposit calls (`depositSettings`, `depositCreate`, `depositReport`) and the sandbox payment
 * provider's page (`/sandbox/pay/<reference>`), which stands on this origin where a real
 * provider's redirect would lead. Trial accounts are refused every call (`account.trial`).
 */
export const depositRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, clock, config } = services;
  const originOf = (request: FastifyRequest) => {
    const siteHost = request.headers['x-forwarded-host'];
    return publicUrlOf(config, app.server, typeof siteHost === 'string' ? siteHost : undefined);
  };

  registerCall(app, services, 'depositSettings', async (_input, ctx) => {
    realMember(ctx.member);
    const channels = await enabledChannels(db, ctx.merchant.id);
    return {
      allowDeposit: channels.length > 0 ? ('Y' as const) : ('N' as const),
      currency: ctx.merchant.currency,
      orderMinutes: config.depositOrderMinutes,
      channels: channels.map(channelView),
    };
  });

  registerCall(app, services, 'depositCreate', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    const idempotencyKey = idempotencyKeyOf(ctx.request);
    const order = await createOrder(db, {
      merchantId: ctx.merchant.id,
      memberId: member.id,
      idempotencyKey,
      body,
      orderMinutes: config.depositOrderMinutes,
      now: ctx.now,
    });
    return orderView(order, originOf(ctx.request), callLanguage(ctx.request));
  });

  registerCall(app, services, 'depositReport', async ({ query }, ctx) => {
    const member = realMember(ctx.member);
    await expireDueOrders(db, { memberId: member.id }, ctx.now);
    const origin = originOf(ctx.request);
    const language = callLanguage(ctx.request);
    if (query.orderId !== undefined) {
      const [order] = await selectOrders(db, 'o.member_id = $1 AND o.id = $2', [
        member.id,
        query.orderId,
      ]);
      if (!order) throw new ApiError('deposit.order.not.found');
      return {
        list: [orderView(order, origin, language)],
        pageNo: 1,
        pageSize: 1,
        totalCount: 1,
        totalPages: 1,
      };
    }
    const filter = query.status === undefined ? '' : ' AND o.status = $2';
    const params = query.status === undefined ? [member.id] : [member.id, query.status];
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deposit_orders o WHERE o.member_id = $1${filter}`,
      params,
    );
    const totalCount = count?.n ?? 0;
    const rows = await selectOrders(
      db,
      `o.member_id = $1${filter}`,
      params,
      `LIMIT ${query.pageSize} OFFSET ${(query.pageNo - 1) * query.pageSize}`,
    );
    return {
      list: rows.map((row) => orderView(row, origin, language)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount,
      totalPages: Math.ceil(totalCount / query.pageSize),
    };
  });

  const findByReference = async (reference: string): Promise<OrderRow | null> => {
    if (!referencePattern.test(reference)) return null;
    const [order] = await selectOrders(db, 'o.reference = $1', [reference]);
    if (!order) return null;
    await expireDueOrders(db, { memberId: order.memberId }, clock.now());
    return (await selectOrders(db, 'o.id = $1', [order.id]))[0] ?? null;
  };

  const sendPage = async (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .headers({
        'content-security-policy': sandboxPolicy,
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'cross-origin-opener-policy': 'same-origin',
      })
      .type('text/html; charset=utf-8')
      .send(html);

  type SandboxRequest = FastifyRequest<{
    Params: { reference: string };
    Querystring: { lang?: unknown };
  }>;
  const pageLanguage = (request: SandboxRequest) =>
    sandboxLanguage(request.query.lang, request.headers['accept-language']);

  app.get('/sandbox/pay/:reference', async (request: SandboxRequest, reply) => {
    const language = pageLanguage(request);
    const order = await findByReference(request.params.reference);
    if (!order) return sendPage(reply, 404, sandboxRefusalPage('notFound', language));
    const merchant = await db.query<{ name: string; currency: string }>(
      'SELECT name, currency FROM merchants WHERE id = $1',
      [order.merchantId],
    );
    return sendPage(
      reply,
      200,
      sandboxOrderPage(
        {
          merchantName: merchant[0]?.name ?? '',
          currency: merchant[0]?.currency ?? '',
          amount: centsToDecimal(order.amountCents),
          reference: order.reference,
          channelName: order.channelName,
          status: order.status,
          payToken: order.payToken,
        },
        language,
      ),
    );
  });

  // Pay approves (credits once), Cancel rejects; then back to the page (in the same language),
  // which shows the outcome. A decided or expired order is left as it is. The form's token is
  // the order's own, which a page of another site cannot read, so a forged post changes nothing.
  app.post('/sandbox/pay/:reference', async (request: SandboxRequest, reply) => {
    const language = pageLanguage(request);
    const order = await findByReference(request.params.reference);
    if (!order) return sendPage(reply, 404, sandboxRefusalPage('notFound', language));
    const form = payForm.safeParse(readBody(request.body, 'form'));
    if (!form.success || !sameToken(form.data.token, order.payToken)) {
      return sendPage(reply, 403, sandboxRefusalPage('formInvalid', language));
    }
    const decision: Decision =
      form.data.action === 'pay'
        ? { action: 'approve' }
        : { action: 'reject', reason: 'cancelled at the payment provider' };
    try {
      await decideOrder(db, order.reference, decision, 'provider', clock.now());
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'deposit.order.closed')) throw error;
    }
    const back = typeof request.query.lang === 'string' ? `?lang=${language}` : '';
    return reply.redirect(`/sandbox/pay/${order.reference}${back}`, 303);
  });
};
