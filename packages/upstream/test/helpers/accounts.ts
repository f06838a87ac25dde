import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encryptedSend, freshCaptcha, qa, send } from './upstream.ts';

type Headers = Record<string, string>;

/** A fresh valid username registration (the captcha is added by `registerWith`). */
export const newPlayer = (username = 'player01', password = 'Secret123') => ({
  username,
  password,
  confirmPassword: password,
});

/**
 * Registers by username (`/wps/member/register`) or mobile (`/register/mobile`), encrypted, with
 * a freshly fetched captcha unless `captcha: false`.
 */
export const registerWith = async (
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { mode?: 'username' | 'mobile'; captcha?: boolean; headers?: Headers } = {},
): Promise<LightMyRequestResponse> => {
  const captcha = options.captcha === false ? null : await freshCaptcha(app);
  const url = options.mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register';
  return encryptedSend(
    app,
    'PUT',
    url,
    { ...(captcha ? { captcha: captcha.answer } : {}), ...body },
    { ...(captcha ? { cookie: captcha.cookie } : {}), ...options.headers },
  );
};

/** Asks for an SMS code: `noLogin` (login, reset) or `register`. */
export const sendSms = (
  app: FastifyInstance,
  kind: 'noLogin' | 'register',
  mobile: string,
  countryDialingCode = '+855',
): Promise<LightMyRequestResponse> =>
  kind === 'noLogin'
    ? send(app, 'POST', '/wps/verification/sms/noLogin', { mobileNum: mobile, countryDialingCode })
    : send(app, 'POST', '/wps/verification/sms/register', { mobileNo: mobile, countryDialingCode });

/** The last code sent to a number, through the QA control. */
export const lastSmsCode = async (app: FastifyInstance, mobile: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/qa/sms/last?mobile=${encodeURIComponent(mobile)}`,
  });
  if (response.statusCode !== 200) throw new Error(`no code for ${mobile}: ${response.body}`);
  return response.json<{ code: string; expiredMinutes: number }>();
};

/** Sends a code and reads it back. */
export const smsCode = async (
  app: FastifyInstance,
  kind: 'noLogin' | 'register',
  mobile: string,
): Promise<string> => {
  const sent = await sendSms(app, kind, mobile);
  if (sent.statusCode !== 200) throw new Error(`sms send failed: ${sent.body}`);
  return (await lastSmsCode(app, mobile)).code;
};

/** A code that is certainly not `code`. */
export const otherCode = (code: string): string => (code === '000000' ? '111111' : '000000');

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  at: number;
}

export const outbox = async (app: FastifyInstance): Promise<OutboxMail[]> =>
  (await app.inject({ method: 'GET', url: '/qa/outbox' })).json<OutboxMail[]>();

/** Reset by email, form-encoded as the platform expects. */
export const resetByEmail = (app: FastifyInstance, username: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { Merchant: 'hisdemo1', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, email }).toString(),
  });

export const setFlags = (app: FastifyInstance, body: Record<string, unknown>) =>
  qa(app, '/qa/members/flags', body);

/** Changes a password with a token, encrypted. */
export const changePasswordWith = (
  app: FastifyInstance,
  token: string,
  body: { oldPassword: string; newPassword: string; confirmNewPassword?: string },
) =>
  encryptedSend(
    app,
    'POST',
    '/wps/member/password',
    { confirmNewPassword: body.newPassword, ...body },
    { Authorization: token },
  );
