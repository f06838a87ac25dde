import type { FastifyInstance } from 'fastify';
import { renderCaptcha } from '../captcha/render.ts';
import { captchaTtlMs, issueCaptcha } from '../captcha/store.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';

/** Name of the cookie binding a login to the captcha image it answers. */
export const captchaCookie = 'captchaId';

export const captchaRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'captcha', async (_input, ctx) => {
    const captcha = await issueCaptcha(services.db, ctx.merchant.id, ctx.now);
    ctx.reply.setCookie(captchaCookie, captcha.id, {
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      maxAge: captchaTtlMs / 1000,
    });
    const image = renderCaptcha(captcha.answer).toString('base64');
    if (services.config.qaControls) {
      services.lastCaptcha = { captchaId: captcha.id, answer: captcha.answer, image };
    }
    return image;
  });
};
