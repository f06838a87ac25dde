import type { FastifyInstance } from 'fastify';
import { login } from '../auth/login.ts';
import { revokeToken } from '../auth/tokens.ts';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { createTrialAccount } from '../members/trial.ts';
import { captchaCookie } from './captcha.ts';

/** Login, logout and free play: the calls that mint or end a token. */
export const sessionRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'login', async ({ body }, ctx) => {
    try {
      const value = await login(services, {
        merchant: ctx.merchant,
        modules: ctx.modules,
        body,
        captchaId: ctx.request.cookies[captchaCookie],
        ip: ctx.ip,
        now: ctx.now,
      });
      ctx.request.log.info({ account: value.userName, memberId: value.id }, 'login succeeded');
      return value;
    } catch (error) {
      // The account name (never the password or captcha) is what an operator needs to spot an attack.
      if (error instanceof ApiError) {
        ctx.request.log.info(
          { account: body.username, ip: ctx.ip, code: error.code },
          'login refused',
        );
      }
      throw error;
    }
  });

  registerCall(app, services, 'logout', async (_input, ctx) => {
    if (ctx.token) await revokeToken(services.db, ctx.token, ctx.now);
    return null;
  });

  registerCall(app, services, 'freePlay', async (_input, ctx) => {
    const value = await createTrialAccount(services, ctx.merchant, ctx.ip, ctx.now);
    ctx.request.log.info({ account: value.userName, memberId: value.id }, 'trial account created');
    return value;
  });
};
