import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { DestinationStream } from 'pino';
import type { HashPool } from './auth/hash-pool.ts';
import { createHashPool } from './auth/hash-pool.ts';
import { createCatalogueCache } from './catalogue/cache.ts';
import { createDummyHash, setHashLogN } from './auth/password.ts';
import { createKeyRing } from './cipher/key-ring.ts';
import type { Clock } from './clock.ts';
import { controllableClock, systemClock } from './clock.ts';
import type { UpstreamConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import { frameworkErrors, installErrorHandling } from './http/errors.ts';
import type { Services } from './http/services.ts';
import { merchantCache } from './http/services.ts';
import { createLogger } from './logger.ts';
import { playPageRoutes } from './play/pages.ts';
import { playScheduler } from './play/scheduler.ts';
import { accountRoutes } from './routes/account.ts';
import { agentRoutes } from './routes/agent.ts';
import { announcementRoutes } from './routes/announcements.ts';
import { agentCenterRoutes } from './routes/agent-center.ts';
import { contractSettlementRoutes } from './routes/contract-settlements.ts';
import { contractRoutes } from './routes/contracts.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { chatRoutes } from './routes/chat.ts';
import { depositRoutes } from './routes/deposit.ts';
import { gameRoutes } from './routes/games.ts';
import { launchRoutes } from './routes/launch.ts';
import { lotteryDrawRoutes } from './routes/lottery-draws.ts';
import { lotteryMenuRoutes } from './routes/lottery-menus.ts';
import { mediaRoutes } from './routes/media.ts';
import { memberRoutes } from './routes/member.ts';
import { messageRoutes } from './routes/messages.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { missionRoutes } from './routes/missions.ts';
import { profileRoutes } from './routes/profile.ts';
import { promotionRoutes } from './routes/promotions.ts';
import { playApiRoutes } from './routes/play-api.ts';
import { pointRoutes } from './routes/points.ts';
import { qaRoutes } from './routes/qa.ts';
import { rebateRoutes } from './routes/rebates.ts';
import { recordRoutes } from './routes/records.ts';
import { rsaKeyRoutes } from './routes/rsa-key.ts';
import { sessionRoutes } from './routes/session.ts';
import { smsRoutes } from './routes/sms.ts';
import { systemRoutes } from './routes/system.ts';
import { transferRoutes } from './routes/transfer.ts';
import { vipReferralRoutes } from './routes/vip-referral.ts';
import { walletRoutes } from './routes/wallet.ts';
import { winnerRoutes } from './routes/winners.ts';
import { withdrawRoutes } from './routes/withdraw.ts';
import { ensureSeeded } from './seed/seed.ts';

/** What tests (and later tools) may supply instead of the defaults. */
export interface UpstreamDeps {
  /** An open, possibly pre-migrated database; the app then leaves closing it to the caller. */
  db?: Db;
  clock?: Clock;
  /** Where log lines go (default stdout); tests read them to prove the redaction. */
  logStream?: DestinationStream;
  /**
   * Run the play timer (lottery draws, ended crash rounds) once listening. `startUpstream` turns
   * it on; tests leave it off so nothing writes behind their back (reads do the same work lazily).
   */
  playTimer?: boolean;
  /** The scrypt pool; by default one with the configured bounds (tests pass a small one). */
  hashPool?: HashPool;
}

const bodyLimit = 64 * 1024;

const prepareDb = async (config: UpstreamConfig, deps: UpstreamDeps, clock: Clock): Promise<Db> => {
  const db = deps.db ?? (await openDb(config));
  try {
    await migrate(db);
    await ensureSeeded(db, config.merchantCode, clock.now());
    return db;
  } catch (error) {
    if (!deps.db) await db.close();
    throw error;
  }
};

/**
 * Builds the reference upstream: opens (or takes) the database, applies the migrations, seeds
 * the merchant's demo data if it is new, and registers the routes. The returned instance is
 * ready for `listen` or `inject`; closing it closes the database it opened.
 */
export const buildUpstream = async (
  config: UpstreamConfig,
  deps: UpstreamDeps = {},
): Promise<FastifyInstance> => {
  // With QA controls on, `POST /qa/clock/advance` can move time forward (draws, crash rounds).
  const clock = deps.clock ?? (config.qaControls ? controllableClock() : systemClock);
  setHashLogN(config.passwordHashLogN);
  const logger = createLogger(config, deps.logStream);
  const db = await prepareDb(config, deps, clock);
  const services: Services = {
    db,
    config,
    clock,
    keys: createKeyRing(db, clock, config.rsaKeyRotateMinutes),
    dummyHash: await createDummyHash(),
    hashing: deps.hashPool ?? createHashPool(config.hashPool),
    merchants: merchantCache(db),
    catalogue: await createCatalogueCache(db),
    lastCaptcha: null,
    lastSmsCodes: new Map(),
  };
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit,
    genReqId: () => randomUUID(),
    frameworkErrors,
    // HEAD would run GET handlers with their side effects (a captcha row); it answers 405 instead.
    exposeHeadRoutes: false,
  });
  const scheduler = playScheduler(services, app.log);
  if (deps.playTimer) {
    app.addHook('onListen', async () => {
      scheduler.start();
    });
  }
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await services.catalogue.close();
    if (!deps.db) await db.close();
  });
  const knownPaths = new Set<string>();
  app.addHook('onRoute', (route) => {
    knownPaths.add(route.url);
  });
  installErrorHandling(app, knownPaths);
  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-app-trace-id', request.id);
  });
  // Every body arrives as a string: encrypted calls may carry a bare DES string (legacy
  // clients), and each route decides how to read its own body (see http/input.ts).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  await app.register(cookie);
  await app.register(systemRoutes, services);
  await app.register(captchaRoutes, services);
  await app.register(rsaKeyRoutes, services);
  await app.register(sessionRoutes, services);
  await app.register(memberRoutes, services);
  await app.register(missionRoutes, services);
  await app.register(profileRoutes, services);
  await app.register(accountRoutes, services);
  await app.register(smsRoutes, services);
  await app.register(agentRoutes, services);
  await app.register(contractRoutes, services);
  await app.register(agentCenterRoutes, services);
  await app.register(contractSettlementRoutes, services);
  await app.register(walletRoutes, services);
  await app.register(withdrawRoutes, services);
  await app.register(depositRoutes, services);
  await app.register(transferRoutes, services);
  await app.register(pointRoutes, services);
  await app.register(rebateRoutes, services);
  await app.register(recordRoutes, services);
  await app.register(gameRoutes, services);
  await app.register(lotteryMenuRoutes, services);
  await app.register(mediaRoutes, services);
  await app.register(launchRoutes, services);
  await app.register(playApiRoutes, services);
  await app.register(playPageRoutes, services);
  await app.register(lotteryDrawRoutes, services);
  await app.register(winnerRoutes, services);
  await app.register(promotionRoutes, services);
  await app.register(vipReferralRoutes, services);
  await app.register(messageRoutes, services);
  await app.register(announcementRoutes, services);
  await app.register(chatRoutes, services);
  await app.register(feedbackRoutes, services);
  if (config.qaControls) await app.register(qaRoutes, services);
  await app.ready();
  return app;
};
