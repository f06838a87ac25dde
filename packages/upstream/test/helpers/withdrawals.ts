import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encryptRequest, sessionKeyFromBytes } from '@his/shared/platform-cipher';
import { envelope, get, loginToken, merchant } from './upstream.ts';

type Headers = Record<string, string>;
type Method = 'POST' | 'PUT' | 'DELETE';

/** A fresh idempotency key (the format the bff and the upstream accept). */
export const newKey = (): string => randomBytes(16).toString('hex');

/** Sends a body encrypted the way the bff does, with any method (the card removal is a DELETE). */
export const encryptedCall = async (
  app: FastifyInstance,
  method: Method,
  url: string,
  body: unknown,
  headers: Headers = {},
): Promise<LightMyRequestResponse> => {
  const modulus = (await get(app, '/wps/session/key/rsa')).body;
  const request = encryptRequest(body, modulus, sessionKeyFromBytes(randomBytes(16)));
  return app.inject({
    method,
    url,
    headers: { ...merchant, 'content-type': 'application/json', ...request.headers, ...headers },
    payload: request.body,
  });
};

/** A plain JSON money call with its idempotency key. */
const moneyCall = (
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Headers,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...merchant, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

export const paymentPassword = '135790';

export interface Withdrawer {
  auth: Headers;
  cardId: number;
}

const valueOf = <T>(response: LightMyRequestResponse): T => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return envelope(response).value as T;
};

/** Logs in, sets the payment password (when unset) and adds a card: ready to withdraw. */
export const readyWithdrawer = async (
  app: FastifyInstance,
  account: string,
  accountNumber = '001122334455',
): Promise<Withdrawer> => {
  const auth = { Authorization: await loginToken(app, account, 'Demo1234') };
  if (!valueOf<boolean>(await get(app, '/wps/member/hasWithdrawalPassword', auth))) {
    valueOf(
      await encryptedCall(
        app,
        'PUT',
        '/wps/member/paymentPassword',
        { password: paymentPassword, confirmPassword: paymentPassword },
        auth,
      ),
    );
  }
  const cards = valueOf<{ id: number }[]>(
    await encryptedCall(
      app,
      'PUT',
      '/wps/member/bankCard',
      { bankCode: 'ABA', accountName: account, accountNumber, password: paymentPassword },
      { ...auth, 'Idempotency-Key': newKey() },
    ),
  );
  const card = cards.at(-1);
  if (!card) throw new Error('no card added');
  return { auth, cardId: card.id };
};

/** Asks for a withdrawal (encrypted, with a fresh key unless one is given). */
export const withdraw = (
  app: FastifyInstance,
  who: Withdrawer,
  amount: unknown,
  options: { key?: string; cardId?: unknown; password?: string } = {},
): Promise<LightMyRequestResponse> =>
  encryptedCall(
    app,
    'POST',
    '/wps/transaction/withdraw',
    {
      amount,
      bankCardId: options.cardId ?? who.cardId,
      password: options.password ?? paymentPassword,
    },
    { ...who.auth, 'Idempotency-Key': options.key ?? newKey() },
  );

/** The player's answer on a released withdrawal. */
export const answerReceipt = (
  app: FastifyInstance,
  who: Withdrawer,
  body: { withdrawalId: unknown; received: unknown; proofs?: unknown },
  key = newKey(),
): Promise<LightMyRequestResponse> =>
  moneyCall(app, '/wps/relay/MCSFE_processC2CTransaction', body, {
    ...who.auth,
    'Idempotency-Key': key,
  });

export const qaPost = (app: FastifyInstance, url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

/** A minimal real PNG (1×1) and JPEG, as base64: what the proof check accepts. */
export const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const tinyJpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9,
]).toString('base64');
