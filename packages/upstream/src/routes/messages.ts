import type { FastifyInstance } from 'fastify';
import { trialAccountType } from '@his/shared/constants';
import { registerCall } from '../http/call-route.ts';
import { realMember, signedInMember } from '../http/member-guard.ts';
import type { Services } from '../http/services.ts';
import {
  deleteMessage,
  memberMessages,
  readAllMessages,
  readMessage,
  unreadCount,
} from '../messages/messages.ts';

/**
 * Platform messages (issue 16, src/messages): the member's inbox. A trial account has no inbox:
 * its calls are refused with `account.trial` (the site's real-account warning), and its unread
 * count is 0, so a header that asks for it never shows an error or a badge.
 */
export const messageRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  registerCall(app, services, 'memberMessages', async ({ query }, ctx) =>
    memberMessages(db, realMember(ctx.member), {
      now: ctx.now,
      filter: query.filter,
      category: query.category ?? null,
      page: query.page,
      pageSize: query.pageSize,
    }),
  );

  registerCall(app, services, 'readMessage', async ({ body }, ctx) =>
    readMessage(db, realMember(ctx.member), body.id, ctx.now),
  );

  registerCall(app, services, 'readAllMessages', async (_, ctx) =>
    readAllMessages(db, realMember(ctx.member), ctx.now),
  );

  registerCall(app, services, 'deleteMessage', async ({ body }, ctx) =>
    deleteMessage(db, realMember(ctx.member), body.id, ctx.now),
  );

  registerCall(app, services, 'unreadCount', async (_, ctx) => {
    const member = signedInMember(ctx.member);
    if (member.type === trialAccountType) return 0;
    return unreadCount(db, member, ctx.now);
  });
};
