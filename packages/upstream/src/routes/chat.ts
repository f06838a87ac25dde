import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { trialAccountType, vipRankAbove } from '@his/shared/constants';
import type { ChatClientFrame } from '@his/shared/schemas/chat';
import type { ChatChannel } from '@his/shared/schemas/chat-limits';
import { chatChannelSchema, chatClientFrameSchema } from '@his/shared/schemas/chat';
import { memberIdForToken, tokenFromHeader } from '../auth/tokens.ts';
import type { Conversation } from '../chat/store.ts';
import { addMessage, markRead, messagesAfter, openConversation } from '../chat/store.ts';
import { chatHubOf } from '../chat/registry.ts';
import { parseFrame, peerOf, serialQueue } from '../chat/socket.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/input.ts';
import { requireMerchant } from '../http/merchant.ts';
import type { Services } from '../http/services.ts';
import type { Member } from '../members/members.ts';
import { findMemberById } from '../members/members.ts';
import { refreshRank } from '../vip/ranks.ts';
import { qaChatRoutes } from './qa-chat.ts';

/** Frames larger than this close the socket (1009); the bff refuses far smaller ones first. */
const maxPayload = 16 * 1024;

const socketQuery = z.object({ channel: chatChannelSchema.default('live') }).strict();

declare module 'fastify' {
  interface FastifyRequest {
    chatMember: { member: Member; channel: ChatChannel } | null;
  }
}

/**
 * The member's chat socket (issue 17, `GET /wps/chat/socket?channel=live|vip`, a WebSocket):
 * authenticated like every platform call, by the `Merchant` header and the member's token in
 * `Authorization`, before the upgrade (401 `login.not.session`, 403 `account.trial`). The VIP
 * channel is for members above VIP rank 4; anyone else asking for it is given the live channel
 * (the `ready` frame names the channel). Frames: `@his/shared/schemas/chat`.
 *
 * The operator console and its socket (`/qa/chat/*`) exist only with QA controls on.
 */
export const chatRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, clock } = services;
  const hub = await chatHubOf(services);
  app.addHook('onClose', async () => {
    hub.closeAll();
    await hub.close();
  });
  await app.register(websocket, { options: { maxPayload } });
  app.decorateRequest('chatMember', null);

  const authenticate = async (request: FastifyRequest) => {
    const { channel: asked } = parseInput(socketQuery, request.query);
    const merchant = await requireMerchant(request, services.merchants);
    const token = tokenFromHeader(request.headers.authorization);
    const now = clock.now();
    const memberId = token && (await memberIdForToken(db, token, merchant.id, now));
    const found = memberId ? await findMemberById(db, memberId) : null;
    if (!found) throw new ApiError('login.not.session');
    if (found.type === trialAccountType) throw new ApiError('account.trial');
    const { member } = await refreshRank(db, found);
    const channel = asked === 'vip' && member.rankLevel > vipRankAbove ? 'vip' : 'live';
    request.chatMember = { member, channel };
  };

  app.get(
    '/wps/chat/socket',
    { websocket: true, preValidation: authenticate },
    (socket, request) => {
      const chat = request.chatMember;
      if (!chat) return socket.close(1011, 'chat.unavailable');
      const { member, channel } = chat;
      const peer = peerOf(socket);
      let conversation: Conversation | null = null;
      let leave = () => {};
      const run = serialQueue((error) => {
        request.log.error({ err: error }, 'chat frame failed');
        peer.send({ type: 'error', code: 'chat.unavailable', clientId: null });
      });
      socket.on('close', () => leave());

      const resume = async (after: number) => {
        const open = await openConversation(db, member, channel, clock.now());
        if (conversation?.id !== open.id) {
          leave();
          leave = hub.joinMember(open.id, peer);
        }
        conversation = open;
        peer.send({
          type: 'ready',
          conversation: { id: open.id, channel },
          messages: await messagesAfter(db, open.id, after),
          operatorReadUpTo: open.operatorReadUpTo,
        });
      };

      const handle = async (frame: ChatClientFrame) => {
        if (frame.type === 'resume') return resume(frame.after);
        const current = conversation;
        if (!current) {
          peer.send({ type: 'error', code: 'chat.frame.invalid', clientId: null });
          return;
        }
        const event = { merchantId: member.merchantId, conversationId: current.id };
        if (frame.type === 'send') {
          const result = await addMessage(db, {
            conversationId: current.id,
            from: 'member',
            clientId: frame.clientId,
            text: frame.text,
            now: clock.now(),
          });
          if (!result) return peer.close(4410, 'chat.closed');
          if (result.stored)
            await hub.publish({ ...event, kind: 'message', message: result.message });
          else peer.send({ type: 'message', message: result.message });
          return;
        }
        if (frame.type === 'typing') {
          await hub.publish({ ...event, kind: 'typing', from: 'member' });
          return;
        }
        const upTo = await markRead(db, current.id, 'member', frame.upTo);
        await hub.publish({ ...event, kind: 'read', by: 'member', upTo });
      };

      socket.on('message', (data, isBinary) => {
        const frame = parseFrame(chatClientFrameSchema, data, isBinary);
        if (!frame) {
          peer.send({ type: 'error', code: 'chat.frame.invalid', clientId: null });
          return;
        }
        run(() => handle(frame));
      });
    },
  );

  if (services.config.qaControls) await qaChatRoutes(app, services, hub);
};
