import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DepositOrder, DepositReport } from '@his/shared/schemas/deposit';
import { depositOrderSchema, depositReportSchema } from '@his/shared/schemas/deposit';
import { envelope, get, qa, send } from './upstream.ts';

/** A fresh idempotency key, as the browser makes one per action. */
export const newKey = (): string => randomBytes(16).toString('hex');

export const createDeposit = (
  app: FastifyInstance,
  token: string,
  body: unknown,
  key: string = newKey(),
): Promise<LightMyRequestResponse> =>
  send(app, 'POST', '/wps/relay/MCS2_depositPaymentGateway', body, {
    Authorization: token,
    'Idempotency-Key': key,
  });

/** Creates an order that must succeed and answers it. */
export const createdDeposit = async (
  app: FastifyInstance,
  token: string,
  body: { channelId: string; amount: string } = { channelId: 'QR_KHQR', amount: '100.00' },
  key?: string,
): Promise<DepositOrder> => {
  const response = await createDeposit(app, token, body, key);
  if (response.statusCode !== 200) throw new Error(`deposit failed: ${response.body}`);
  return depositOrderSchema.parse(envelope(response).value);
};

export const depositReport = async (
  app: FastifyInstance,
  token: string,
  query = '',
): Promise<DepositReport> => {
  const response = await get(app, `/wps/relay/MCS2_depositTransactioNReport${query}`, {
    Authorization: token,
  });
  if (response.statusCode !== 200) throw new Error(`report failed: ${response.body}`);
  return depositReportSchema.parse(envelope(response).value);
};

/** The main wallet's balance as the balance call answers it. */
export const balanceOf = async (app: FastifyInstance, token: string): Promise<number> =>
  (
    envelope(await get(app, '/wps/v2/wallets/balance', { Authorization: token })).value as {
      sumBalance: number;
    }
  ).sumBalance;

export const qaApprove = (app: FastifyInstance, reference: string) =>
  qa(app, '/qa/deposits/approve', { reference });
