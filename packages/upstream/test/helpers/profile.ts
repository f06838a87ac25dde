import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { lastSmsCode } from './accounts.ts';
import { send } from './upstream.ts';

type Headers = Record<string, string>;

/** Asks for a code to bind `mobile` to the member of `auth`. */
export const sendBindSms = (
  app: FastifyInstance,
  auth: Headers,
  mobileNum: string,
): Promise<LightMyRequestResponse> =>
  send(app, 'POST', '/wps/verification/sms/bind', { mobileNum, countryDialingCode: '+855' }, auth);

/** Binds `mobile` to the member of `auth` with a freshly sent code. */
export const bindWithCode = async (
  app: FastifyInstance,
  auth: Headers,
  mobileNum: string,
): Promise<LightMyRequestResponse> => {
  const sent = await sendBindSms(app, auth, mobileNum);
  if (sent.statusCode !== 200) throw new Error(`bind sms failed: ${sent.body}`);
  const { code } = await lastSmsCode(app, mobileNum);
  return send(
    app,
    'PUT',
    '/wps/member/info/mobile',
    { mobileNum, countryDialingCode: '+855', verificationCode: code },
    auth,
  );
};
