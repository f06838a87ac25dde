import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { bindMobile } from '../members/bind-mobile.ts';
import { toMemberInfo } from '../members/members.ts';
import {
  bindEmail,
  changeNickname,
  readAvatar,
  readIcon,
  securityConfigOf,
  setAvatar,
} from '../members/profile.ts';
import { signedInMember, realMember } from '../http/member-guard.ts';

/**
 * The profile of "My account" (issue 14; src/members/profile.ts, bind-mobile.ts): nickname,
 * avatar, bound contacts. Paths and methods the platform notes leave open are the reference's
 * choices, listed in the README (Profile). The SMS code for binding is `smsBind` (routes/sms.ts).
 */
export const profileRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  // Answers the member info after the change, so the browser updates the header at once.
  registerCall(app, services, 'changeNickname', async ({ body }, ctx) =>
    toMemberInfo(await changeNickname(db, realMember(ctx.member), body.nickname)),
  );

  registerCall(app, services, 'playerAvatar', async (_input, ctx) =>
    readAvatar(db, signedInMember(ctx.member).id),
  );

  registerCall(app, services, 'memberIcon', async (_input, ctx) =>
    readIcon(db, signedInMember(ctx.member).id),
  );

  // The write: `PUT /wps/member/info/icon`, our choice (the platform's is not known).
  registerCall(app, services, 'setAvatar', async ({ body }, ctx) =>
    setAvatar(db, realMember(ctx.member).id, body, ctx.now),
  );

  registerCall(app, services, 'securityConfig', async (_input, ctx) =>
    securityConfigOf(signedInMember(ctx.member)),
  );

  registerCall(app, services, 'bindEmail', async ({ body }, ctx) =>
    securityConfigOf(await bindEmail(db, realMember(ctx.member), body.email)),
  );

  registerCall(app, services, 'bindMobile', async ({ body }, ctx) =>
    securityConfigOf(await bindMobile(services, realMember(ctx.member), body, ctx.now)),
  );
};
