import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { launchGame } from '../play/launch.ts';
import { signedInMember } from '../http/member-guard.ts';

/**
 * `GET /wps/game/launchGame`. Departure: the platform answers a launch without `launchMode` with
 * 500 `#727 system busy`; the registry makes it required, so it is a 400 `request_param_err` here.
 * `username`, `token`, `platform`, `clientType`, `confirmTrans`, `device` and `backUrl` are
 * accepted and ignored: the member comes from the session, every game is HTML5, and the page
 * runs in the site's frame.
 */
export const launchRoutes = async (app: FastifyInstance, services: Services) => {
  registerCall(app, services, 'launchGame', async ({ query }, ctx) => {
    const member = signedInMember(ctx.member);
    const header = ctx.request.headers.language;
    const siteHost = ctx.request.headers['x-forwarded-host'];
    return launchGame(
      {
        services,
        server: app.server,
        merchant: ctx.merchant,
        member: member,
        headerLanguage: typeof header === 'string' ? header : undefined,
        siteHost: typeof siteHost === 'string' ? siteHost : undefined,
        now: ctx.now,
      },
      query,
    );
  });
};
