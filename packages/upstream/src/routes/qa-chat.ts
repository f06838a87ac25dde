import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chatTextSchema } from '@his/shared/schemas/chat';
import { consoleHtml, consoleScript, consoleStyle } from '../chat/console-page.ts';
import type { ChatHub } from '../chat/hub.ts';
import type { Conversation } from '../chat/store.ts';
import {
  addMessage,
  closeConversation,
  findConversation,
  markRead,
  messagesAfter,
  openConversations,
} from '../chat/store.ts';
import { parseFrame, peerOf, serialQueue } from '../chat/socket.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';

const conversationId = z.coerce.number().int().min(1).max(2_147_483_647);
const idParams = z.object({ id: conversationId }).strict();
const messageBody = z.object({ text: chatTextSchema }).strict();
const readBodySchema = z.object({ upTo: z.number().int().min(0) }).strict();

/** What the operator console sends on its socket. */
const operatorFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('open'), conversation: conversationId }).strict(),
  z
    .object({ type: z.literal('send'), conversation: conversationId, text: chatTextSchema })
    .strict(),
  z.object({ type: z.literal('typing'), conversation: conversationId }).strict(),
  z
    .object({
      type: z.literal('read'),
      conversation: conversationId,
      upTo: z.number().int().min(0),
    })
    .strict(),
  z.object({ type: z.literal('close'), conversation: conversationId }).strict(),
]);
type OperatorFrame = z.infer<typeof operatorFrameSchema>;

// The console is a page of its own origin: nothing inline, nothing from elsewhere.
const consolePolicy =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The operator side of live chat (issue 17), with QA controls only: the console page
 * (`GET /qa/chat/console`) and its socket (`/qa/chat/operator/socket`), where an agent of the
 * house lists the open conversations with their unread counts, reads one, answers, sees the
 * member typing and reading, and closes it; and plain HTTP controls for tests
 * (`GET /qa/chat/conversations`, `GET|POST /qa/chat/conversations/:id/messages`,
 * `POST /qa/chat/conversations/:id/read`, `POST /qa/chat/conversations/:id/close`).
 */
export const qaChatRoutes = async (app: FastifyInstance, services: Services, hub: ChatHub) => {
  const { db, clock, config } = services;
  const merchant = async (): Promise<Merchant> => {
    const found = await services.merchants.get(config.merchantCode);
    if (!found) throw new ApiError('merchant.acct.setup.err');
    return found;
  };
  const conversationOf = async (id: number): Promise<Conversation> => {
    const found = await findConversation(db, (await merchant()).id, id);
    if (!found) throw new ApiError('not.found');
    return found;
  };

  const send = async (conversation: Conversation, text: string) => {
    const result = await addMessage(db, {
      conversationId: conversation.id,
      from: 'operator',
      clientId: null,
      text,
      now: clock.now(),
    });
    if (!result) throw new ApiError('request_param_err', { fields: ['id'] });
    const event = { merchantId: conversation.merchantId, conversationId: conversation.id };
    await hub.publish({ ...event, kind: 'message', message: result.message });
    return result.message;
  };
  const read = async (conversation: Conversation, upTo: number) => {
    const mark = await markRead(db, conversation.id, 'operator', upTo);
    await hub.publish({
      merchantId: conversation.merchantId,
      conversationId: conversation.id,
      kind: 'read',
      by: 'operator',
      upTo: mark,
    });
    return mark;
  };
  const close = async (conversation: Conversation) => {
    const closed = await closeConversation(db, conversation.id, clock.now());
    if (closed) {
      await hub.publish({
        merchantId: conversation.merchantId,
        conversationId: conversation.id,
        kind: 'closed',
      });
    }
    return closed;
  };

  app.get('/qa/chat/console', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', consolePolicy)
      .send(consoleHtml),
  );
  app.get('/qa/chat/console.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(consoleScript),
  );
  app.get('/qa/chat/console.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(consoleStyle),
  );

  app.get('/qa/chat/conversations', async () => openConversations(db, (await merchant()).id));

  app.get('/qa/chat/conversations/:id/messages', async (request) => {
    const conversation = await conversationOf(parseInput(idParams, request.params).id);
    return {
      closed: conversation.closed,
      memberReadUpTo: conversation.memberReadUpTo,
      operatorReadUpTo: conversation.operatorReadUpTo,
      messages: await messagesAfter(db, conversation.id, 0),
    };
  });

  app.post('/qa/chat/conversations/:id/messages', async (request) => {
    const conversation = await conversationOf(parseInput(idParams, request.params).id);
    const { text } = parseInput(messageBody, readBody(request.body, 'json'));
    return send(conversation, text);
  });

  app.post('/qa/chat/conversations/:id/read', async (request) => {
    const conversation = await conversationOf(parseInput(idParams, request.params).id);
    const { upTo } = parseInput(readBodySchema, readBody(request.body, 'json'));
    return { upTo: await read(conversation, upTo) };
  });

  app.post('/qa/chat/conversations/:id/close', async (request) => {
    const conversation = await conversationOf(parseInput(idParams, request.params).id);
    return { closed: await close(conversation) };
  });

  app.get('/qa/chat/operator/socket', { websocket: true }, (socket, request) => {
    const peer = peerOf(socket);
    const run = serialQueue((error) => {
      request.log.error({ err: error }, 'chat operator frame failed');
      peer.send({ type: 'error', code: 'chat.unavailable' });
    });
    let leave = () => {};
    socket.on('close', () => leave());

    const handle = async (frame: OperatorFrame) => {
      const conversation = await findConversation(db, (await merchant()).id, frame.conversation);
      if (!conversation || (conversation.closed && frame.type !== 'open')) {
        peer.send({ type: 'error', code: 'chat.conversation.unknown' });
        return;
      }
      switch (frame.type) {
        case 'open':
          peer.send({
            type: 'history',
            conversation: conversation.id,
            closed: conversation.closed,
            memberReadUpTo: conversation.memberReadUpTo,
            operatorReadUpTo: conversation.operatorReadUpTo,
            messages: await messagesAfter(db, conversation.id, 0),
          });
          return;
        case 'send':
          await send(conversation, frame.text);
          return;
        case 'typing':
          await hub.publish({
            merchantId: conversation.merchantId,
            conversationId: conversation.id,
            kind: 'typing',
            from: 'operator',
          });
          return;
        case 'read':
          await read(conversation, frame.upTo);
          return;
        case 'close':
          await close(conversation);
          return;
      }
    };

    const sendList = () =>
      run(async () => {
        peer.send({
          type: 'conversations',
          list: await openConversations(db, (await merchant()).id),
        });
      });
    run(async () => {
      leave = hub.joinOperator((await merchant()).id, peer, sendList);
    });
    sendList();

    socket.on('message', (data, isBinary) => {
      const frame = parseFrame(operatorFrameSchema, data, isBinary);
      if (!frame) {
        peer.send({ type: 'error', code: 'chat.frame.invalid' });
        return;
      }
      run(() => handle(frame));
    });
  });
};
