import type { FastifyInstance } from 'fastify';
import { trialAccountType } from '@his/shared/constants';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { bindMobile } from '../members/bind-mobile.ts';
import type { Member } from '../members/members.ts';
import { toMemberInfo } from '../members/members.ts';
import {
  bindEmail,
  changeNickname,
  readAvatar,
  readIcon,
  securityConfigOf,
  setAvatar,
} from '../members/profile.ts';

const memberOf = (member: Member | null): Member => {
  if (!member) throw new ApiError('login.not.session');
  return member;
};

/** Changes are for real accounts: a trial account's profile is the demo's. */
const realMemberOf = (member: Member | null): Member => {
  const found = memberOf(member);
  if (found.type === trialAccountType) throw new ApiError('account.trial');
  return found;
};

/**
 * The profile of "My account" (issue 14; src/members/profile.ts, bind-mobile.ts): nickname,
 * avatar, bound contacts. Paths and methods the platform notes leave open are the reference's
 * choices, listed in the README (Profile). The SMS code for binding is `smsBind` (routes/sms.ts).
 */
export const profileRoutes = async (app: FastifyInstance, services: Services) => {
  const { db } = services;

  // Answers the member info after the change, so the browser updates the header at once.
  registerCall(app, services, 'changeNickname', async ({ body }, ctx) =>
    toMemberInfo(await changeNickname(db, realMemberOf(ctx.member), body.nickname)),
  );

  registerCall(app, services, 'playerAvatar', async (_input, ctx) =>
    readAvatar(db, memberOf(ctx.member).id),
  );

  registerCall(app, services, 'memberIcon', async (_input, ctx) =>
    readIcon(db, memberOf(ctx.member).id),
  );

  // The write: `PUT /wps/member/info/icon`, our choice (the platform's is not known).
  registerCall(app, services, 'setAvatar', async ({ body }, ctx) =>
    setAvatar(db, realMemberOf(ctx.member).id, body, ctx.now),
  );

  registerCall(app, services, 'securityConfig', async (_input, ctx) =>
    securityConfigOf(memberOf(ctx.member)),
  );

  registerCall(app, services, 'bindEmail', async ({ body }, ctx) =>
    securityConfigOf(await bindEmail(db, realMemberOf(ctx.member), body.email)),
  );

  registerCall(app, services, 'bindMobile', async ({ body }, ctx) =>
    securityConfigOf(await bindMobile(services, realMemberOf(ctx.member), body, ctx.now)),
  );
};
