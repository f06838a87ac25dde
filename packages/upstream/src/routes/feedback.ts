import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { realMember } from '../http/member-guard.ts';
import type { Services } from '../http/services.ts';
import { applyAsAgent } from '../feedback/agent-applications.ts';
import { submitFeedback } from '../feedback/feedback.ts';
import { digestOf } from '../withdrawals/money-requests.ts';

/**
 * Feedback and the agent programme's application (issue 17, src/feedback). Feedback is a real
 * member's (a trial account gets `account.trial`), sent under an idempotency key; the
 * application is anyone's, signed in or not.
 */
export const feedbackRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'feedback', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    return submitFeedback(db, {
      merchantId: ctx.merchant.id,
      member,
      body,
      request: {
        memberId: member.id,
        key: idempotencyKeyOf(ctx.request),
        call: 'feedback',
        digest: digestOf(body),
      },
      now: ctx.now,
    });
  });

  registerCall(app, services, 'agentApply', async ({ body }, ctx) =>
    applyAsAgent(db, {
      merchantId: ctx.merchant.id,
      memberId: ctx.member?.id ?? null,
      ip: ctx.ip,
      body,
      now: ctx.now,
    }),
  );
};
