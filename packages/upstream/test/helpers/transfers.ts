import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { envelope, get, loginToken } from './upstream.ts';
import { encryptedCall, newKey, paymentPassword } from './withdrawals.ts';

type Headers = Record<string, string>;

/** Logs in and sets the payment password when it is unset: ready to transfer. */
export const readyTransferrer = async (app: FastifyInstance, account: string): Promise<Headers> => {
  const auth = { Authorization: await loginToken(app, account, 'Demo1234') };
  const set = envelope(await get(app, '/wps/member/hasWithdrawalPassword', auth)).value;
  if (set !== true) {
    const response = await encryptedCall(
      app,
      'PUT',
      '/wps/member/paymentPassword',
      { password: paymentPassword, confirmPassword: paymentPassword },
      auth,
    );
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  }
  return auth;
};

/** A transfer to the upline (encrypted, with a fresh key unless one is given). */
export const transferUpline = (
  app: FastifyInstance,
  auth: Headers,
  amount: unknown,
  options: { key?: string; password?: unknown; remark?: unknown } = {},
): Promise<LightMyRequestResponse> =>
  encryptedCall(
    app,
    'POST',
    '/wps/agent/transferUpline',
    {
      amount,
      password: options.password ?? paymentPassword,
      ...(options.remark === undefined ? {} : { remark: options.remark }),
    },
    { ...auth, 'Idempotency-Key': options.key ?? newKey() },
  );

export const uplineInfo = (app: FastifyInstance, auth: Headers) =>
  get(app, '/wps/agent/upline', auth);
