import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BffError } from '../errors.ts';
import { isSecureCookieRequest, sessionCookieName } from '../session/cookie.ts';
import { SessionManager } from '../session/manager.ts';
import type { ActiveSession, SessionStart } from '../session/manager.ts';
import type { SessionData, SessionStore } from '../stores/session-store.ts';

/** Session operations for routes; cookies are handled here and nowhere else. */
interface Sessions {
  /** This request's live session, or null (loaded once per request; limits enforced). */
  read(request: FastifyRequest): Promise<ActiveSession | null>;
  /**
   * Starts a new session (login, free play) under a fresh id and deletes the old one, so an id
   * planted before login is worthless after it (ASVS 7.2.4).
   */
  begin(
    request: FastifyRequest,
    reply: FastifyReply,
    start: SessionStart,
    remember: boolean,
  ): Promise<ActiveSession>;
  /** Changes the current session, creating one first when there is none (lazy creation). */
  update(
    request: FastifyRequest,
    reply: FastifyReply,
    patch: Partial<Pick<SessionData, 'captchaId'>>,
  ): Promise<void>;
  /**
   * This request's session, created (lazily, without login) when there is none: for limits
   * that are counted per session before login, such as SMS sends.
   */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<ActiveSession>;
  /** Ends the login but keeps the session (the platform answered 401). */
  endLogin(request: FastifyRequest): Promise<void>;
  /** Deletes the session and clears its cookie (logout). */
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /**
   * Calls `listener` with the id of each session whose login ends in this process (logout, a
   * new login over it, the platform's 401), e.g. to close its chat socket.
   */
  onEnd(listener: (sessionId: string) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    sessionLoad: Promise<ActiveSession | null> | null;
  }
}

interface SessionPluginOptions {
  store: SessionStore;
  now: () => number;
}

/** Store failures never look like "logged out": the caller gets 503 (fail closed). */
const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BffError) throw error;
    throw new BffError('session.store.unavailable', { cause: error });
  }
};

export default fp<SessionPluginOptions>(
  async (fastify, { store, now }) => {
    const { config } = fastify;
    const manager = new SessionManager(
      store,
      {
        idleMs: config.sessionIdleMinutes * 60_000,
        absoluteMs: config.sessionAbsoluteHours * 3_600_000,
        rememberMs: config.rememberMeHours * 3_600_000,
      },
      now,
    );
    // This request's session, loaded at most once (a request field, not a WeakMap: cheaper on
    // every request).
    fastify.decorateRequest('sessionLoad', null);

    const secure = (request: FastifyRequest) => isSecureCookieRequest(config.cookieSecure, request);
    const cookieName = (request: FastifyRequest) => sessionCookieName(secure(request));
    const cookieOptions = (request: FastifyRequest) =>
      ({ path: '/', httpOnly: true, sameSite: 'strict', secure: secure(request) }) as const;

    const setCookie = (request: FastifyRequest, reply: FastifyReply, session: ActiveSession) => {
      const maxAge = manager.cookieMaxAgeSeconds(session);
      reply.setCookie(cookieName(request), session.id, {
        ...cookieOptions(request),
        ...(maxAge === undefined ? {} : { maxAge }),
      });
    };

    const endListeners: ((sessionId: string) => void)[] = [];
    const ended = (sessionId: string) => endListeners.forEach((listener) => listener(sessionId));

    const noSession = Promise.resolve(null);
    const read = (request: FastifyRequest): Promise<ActiveSession | null> => {
      let pending = request.sessionLoad;
      if (!pending) {
        const id = request.cookies[cookieName(request)];
        // Most anonymous calls carry no session cookie: nothing to look up.
        pending = id === undefined ? noSession : guarded(() => manager.load(id));
        request.sessionLoad = pending;
      }
      return pending;
    };

    const sessions: Sessions = {
      read,
      begin: (request, reply, start, remember) =>
        guarded(async () => {
          const previous = await read(request);
          if (previous) {
            await manager.destroy(previous.id);
            ended(previous.id);
          }
          const session = await manager.create(start, remember);
          request.sessionLoad = Promise.resolve(session);
          setCookie(request, reply, session);
          return session;
        }),
      update: (request, reply, patch) =>
        guarded(async () => {
          const current = await read(request);
          if (current) {
            const updated = { id: current.id, data: { ...current.data, ...patch } };
            await manager.save(updated);
            request.sessionLoad = Promise.resolve(updated);
            return;
          }
          const session = await manager.create(patch, false);
          request.sessionLoad = Promise.resolve(session);
          setCookie(request, reply, session);
        }),
      ensure: (request, reply) =>
        guarded(async () => {
          const current = await read(request);
          if (current) return current;
          const session = await manager.create({}, false);
          request.sessionLoad = Promise.resolve(session);
          setCookie(request, reply, session);
          return session;
        }),
      endLogin: (request) =>
        guarded(async () => {
          const current = await read(request);
          if (!current) return;
          const data = {
            ...current.data,
            token: null,
            account: null,
            nickname: null,
            isAgent: null,
          };
          await manager.save({ id: current.id, data });
          request.sessionLoad = Promise.resolve({ id: current.id, data });
          ended(current.id);
        }),
      destroy: (request, reply) =>
        guarded(async () => {
          reply.clearCookie(cookieName(request), cookieOptions(request));
          const current = await read(request).catch(() => null);
          request.sessionLoad = Promise.resolve(null);
          if (current) {
            await manager.destroy(current.id);
            ended(current.id);
          }
        }),
      onEnd: (listener) => {
        endListeners.push(listener);
      },
    };

    fastify.decorate('sessions', sessions);
  },
  { name: 'session', dependencies: ['config', '@fastify/cookie'] },
);
