import type { FastifyInstance } from 'fastify';
import type { Call } from '@his/shared/calls';
import type { RegisterBody } from '@his/shared/schemas/account';
import { registerCall, type CallHandler } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { changePassword } from '../members/change-password.ts';
import type { RegisterMode } from '../members/register-fields.ts';
import { register } from '../members/register.ts';
import { resetPasswordByEmail, resetPasswordBySms } from '../members/reset-password.ts';
import { captchaCookie } from './captcha.ts';
import { signedInMember } from '../http/member-guard.ts';

/** Registration, password change and the two resets. */
export const accountRoutes = async (app: FastifyInstance, services: Services) => {
  const registerAs = async (
    mode: RegisterMode,
    body: RegisterBody,
    ctx: Parameters<CallHandler<Call<'register'>>>[1],
  ) => {
    const value = await register(services, {
      mode,
      merchant: ctx.merchant,
      modules: ctx.modules,
      body,
      captchaId: ctx.request.cookies[captchaCookie],
      ip: ctx.ip,
      now: ctx.now,
    });
    ctx.request.log.info(
      { account: value.userName, memberId: value.id, mode },
      'member registered',
    );
    return value;
  };
  registerCall(app, services, 'register', ({ body }, ctx) => registerAs('username', body, ctx));
  registerCall(app, services, 'registerMobile', ({ body }, ctx) => registerAs('mobile', body, ctx));

  registerCall(app, services, 'changePassword', async ({ body }, ctx) => {
    const member = signedInMember(ctx.member);
    await changePassword(services, {
      member: member,
      modules: ctx.modules,
      token: ctx.token,
      body,
      now: ctx.now,
    });
    ctx.request.log.info({ account: member.account }, 'password changed');
    return null;
  });

  registerCall(app, services, 'resetPasswordBySms', async ({ body }, ctx) => {
    const member = await resetPasswordBySms(services, {
      merchant: ctx.merchant,
      body,
      now: ctx.now,
    });
    ctx.request.log.info({ account: member.account }, 'password reset by sms');
    return null;
  });

  registerCall(app, services, 'resetPasswordByEmail', async ({ body }, ctx) => {
    const outcome = await resetPasswordByEmail(services, {
      merchant: ctx.merchant,
      body,
      now: ctx.now,
    });
    // The operator may see the outcome; the caller never does (same answer for all three).
    ctx.request.log.info({ account: body.username, outcome }, 'password reset by email asked');
    return null;
  });
};
