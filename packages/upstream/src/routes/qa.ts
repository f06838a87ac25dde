import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { moduleIdSchema } from '@his/shared/modules';
import { expireMemberSessions } from '../auth/tokens.ts';
import { closeChatSockets } from '../chat/registry.ts';
import { isControllable } from '../clock.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import { findMemberByAccount } from '../members/members.ts';
import { setModuleEnabled } from '../merchants/modules.ts';
import { setRuleSetting } from '../merchants/register-rule-settings.ts';
import { setForceCaptcha, setSiteState, siteStates } from '../merchants/site-state.ts';
import { reseed } from '../seed/seed.ts';
import { switchableRuleFields } from '../system/register-rules.ts';
import { qaAnnouncementRoutes } from './qa-announcements.ts';
import { qaHelpCenterRoutes } from './qa-help-center.ts';
import { qaAccountRoutes } from './qa-accounts.ts';
import { qaDepositRoutes } from './qa-deposits.ts';
import { qaGameRoutes } from './qa-games.ts';
import { qaPointRoutes } from './qa-points.ts';
import { qaPromotionRoutes } from './qa-promotions.ts';
import { qaMessageRoutes } from './qa-messages.ts';
import { qaFeedbackRoutes } from './qa-feedback.ts';
import { qaWalletRoutes } from './qa-wallets.ts';
import { qaWithdrawalRoutes } from './qa-withdrawals.ts';

const siteStateBody = z.object({ state: z.enum(siteStates) }).strict();
const moduleBody = z.object({ modId: moduleIdSchema, enabled: z.boolean() }).strict();
const expireBody = z.object({ account: z.string().trim().min(1).max(64) }).strict();
const forceCaptchaBody = z.object({ on: z.boolean() }).strict();
const ruleBody = z
  .object({
    field: z.enum(switchableRuleFields),
    enabled: z.boolean(),
    required: z.boolean().default(false),
  })
  .strict()
  .refine((body) => body.enabled || !body.required, {
    message: 'a hidden field cannot be required',
    path: ['required'],
  });

const bodyOf = <S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> =>
  parseInput(schema, readBody(request.body, 'json'));

/**
 * QA controls (DESIGN.md §5), registered only with `QA_CONTROLS=true`. Not in the call registry,
 * so the bff never forwards them. Plain JSON in and out; they act on the configured merchant.
 */
export const qaRoutes = async (app: FastifyInstance, services: Services) => {
  const { db, clock, config } = services;
  const merchant = async () => {
    const found = await services.merchants.get(config.merchantCode);
    if (!found) throw new ApiError('merchant.acct.setup.err');
    return found;
  };
  // The controls write the catalogue (modules, site state, rules, maintenance, reset): the cache
  // of this process is emptied before the answer goes out, so the caller's next read sees the
  // change. Other processes hear it from the database (catalogue/cache.ts).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') services.catalogue.clear();
  });

  app.post('/qa/site-state', async (request) => {
    const { state } = bodyOf(siteStateBody, request);
    await setSiteState(db, (await merchant()).id, state, clock.now());
    return { state };
  });

  app.post('/qa/modules', async (request) => {
    const { modId, enabled } = bodyOf(moduleBody, request);
    if (!(await setModuleEnabled(db, (await merchant()).id, modId, enabled))) {
      throw new ApiError('request_param_err', { fields: ['modId'] });
    }
    return { modId, enabled };
  });

  // An optional register field: shown or not, required or not (the reset restores the reference).
  app.post('/qa/register-rules', async (request) => {
    const { field, ...setting } = bodyOf(ruleBody, request);
    await setRuleSetting(db, (await merchant()).id, field, setting);
    return { field, ...setting };
  });

  // A new world: the seed's data at the system time again, whatever the clock was moved to.
  app.post('/qa/reset', async () => {
    if (isControllable(clock)) clock.reset();
    await reseed(db, config.merchantCode, clock.now());
    services.merchants.clear();
    services.lastCaptcha = null;
    services.lastSmsCodes.clear();
    await closeChatSockets(services);
    return { reset: true };
  });

  app.get('/qa/captcha/last', async () => {
    if (!services.lastCaptcha) throw new ApiError('not.found');
    return services.lastCaptcha;
  });

  app.post('/qa/sessions/expire', async (request) => {
    const { account } = bodyOf(expireBody, request);
    const member = await findMemberByAccount(db, (await merchant()).id, account);
    if (!member) throw new ApiError('not.found');
    return {
      account: member.account,
      expired: await expireMemberSessions(db, member.id, clock.now()),
    };
  });

  app.post('/qa/captcha/force', async (request) => {
    const { on } = bodyOf(forceCaptchaBody, request);
    await setForceCaptcha(db, (await merchant()).id, on, clock.now());
    return { on };
  });

  await qaAccountRoutes(app, services, merchant);
  await qaGameRoutes(app, services, merchant);
  await qaWithdrawalRoutes(app, services, merchant);
  await qaDepositRoutes(app, services, merchant);
  await qaWalletRoutes(app, services, merchant);
  await qaPointRoutes(app, services, merchant);
  await qaPromotionRoutes(app, services, merchant);
  await qaMessageRoutes(app, services, merchant);
  await qaAnnouncementRoutes(app, services, merchant);
  await qaHelpCenterRoutes(app, services, merchant);
  await qaFeedbackRoutes(app, services, merchant);
};
