import type { FastifyInstance } from 'fastify';
import type { MemberMessage, MemberMessages } from '@his/shared/schemas/messages';
import { memberMessageSchema, memberMessagesSchema } from '@his/shared/schemas/messages';
import { envelope, get, qa, send } from './upstream.ts';

type Auth = Record<string, string>;

export const inbox = '/wps/relay/CSP_getInbox';
export const unreadPath = '/wps/relay/CSP_unreadCount';

/** Sends a message through the QA control (to `account`, or to every member); its id. */
export const qaSend = async (
  app: FastifyInstance,
  to: { account: string } | { all: true },
  texts: { title?: string; body?: string; category?: string } = {},
): Promise<number> => {
  const response = await qa(app, '/qa/messages', {
    ...to,
    category: texts.category ?? 'system',
    title: texts.title ?? 'A test message',
    body: texts.body ?? 'Its text.',
  });
  if (response.statusCode !== 200) throw new Error(`QA send failed: ${response.body}`);
  return response.json<{ id: number }>().id;
};

export const listMessages = (app: FastifyInstance, auth: Auth, query = '') =>
  get(app, `${inbox}${query}`, auth);

export const messagesOf = async (
  app: FastifyInstance,
  auth: Auth,
  query = '',
): Promise<MemberMessages> => {
  const response = await listMessages(app, auth, query);
  if (response.statusCode !== 200) throw new Error(`inbox failed: ${response.body}`);
  return memberMessagesSchema.parse(envelope(response).value);
};

export const unreadOf = async (app: FastifyInstance, auth: Auth): Promise<number> => {
  const response = await get(app, unreadPath, auth);
  if (response.statusCode !== 200) throw new Error(`unread count failed: ${response.body}`);
  return envelope(response).value as number;
};

export const readOne = (app: FastifyInstance, auth: Auth, id: unknown) =>
  send(app, 'POST', '/wps/relay/CSP_readMessage', { id }, auth);

export const readValue = async (
  app: FastifyInstance,
  auth: Auth,
  id: number,
): Promise<MemberMessage> => {
  const response = await readOne(app, auth, id);
  if (response.statusCode !== 200) throw new Error(`read failed: ${response.body}`);
  return memberMessageSchema.parse(envelope(response).value);
};

export const readAll = (app: FastifyInstance, auth: Auth) =>
  send(app, 'POST', '/wps/relay/CSP_readAllMessages', {}, auth);

export const deleteOne = (app: FastifyInstance, auth: Auth, id: unknown) =>
  send(app, 'DELETE', '/wps/relay/CSP_deleteMessage', { id }, auth);
