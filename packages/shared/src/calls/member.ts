import { memberInfoSchema } from '../schemas/member.ts';
import {
  avatarBodyLimitBytes,
  bindEmailBodySchema,
  bindMobileBodySchema,
  changeNicknameBodySchema,
  memberIconSchema,
  playerAvatarSchema,
  securityConfigSchema,
  setAvatarBodySchema,
  smsBindBodySchema,
} from '../schemas/profile.ts';
import { smsSentSchema } from '../schemas/sms.ts';
import { base, defineCall, type CallDef } from './define.ts';

/** The member's profile: information, nickname, avatar, security settings, bindings. */
export const memberCalls = {
  memberInfo: defineCall({
    ...base,
    path: '/wps/member/info',
    method: 'GET',
    auth: 'required',
    value: memberInfoSchema,
  }),
  // The profile of "My account" (issue 14): nickname, avatar, bound mobile and email. Methods
  // and paths the platform notes leave open are the reference's choices (upstream README).
  changeNickname: defineCall({
    ...base,
    path: '/wps/member/info/nickname',
    method: 'PUT',
    auth: 'required',
    bodyType: 'json',
    body: changeNicknameBodySchema,
    value: memberInfoSchema,
  }),
  playerAvatar: defineCall({
    ...base,
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    method: 'GET',
    auth: 'required',
    value: playerAvatarSchema,
  }),
  memberIcon: defineCall({
    ...base,
    path: '/wps/member/info/icon',
    method: 'GET',
    auth: 'required',
    value: memberIconSchema,
  }),
  setAvatar: defineCall({
    ...base,
    path: '/wps/member/info/icon',
    method: 'PUT',
    auth: 'required',
    bodyType: 'json',
    bodyLimit: avatarBodyLimitBytes,
    body: setAvatarBodySchema,
    value: playerAvatarSchema,
  }),
  securityConfig: defineCall({
    ...base,
    path: '/wps/member/securityConfig',
    method: 'GET',
    auth: 'required',
    value: securityConfigSchema,
  }),
  bindEmail: defineCall({
    ...base,
    path: '/wps/member/info/email',
    method: 'PUT',
    auth: 'required',
    bodyType: 'json',
    body: bindEmailBodySchema,
    value: securityConfigSchema,
  }),
  /** A code to a number the logged-in member binds; throttled by the bff like every SMS send. */
  smsBind: defineCall({
    ...base,
    path: '/wps/verification/sms/bind',
    method: 'POST',
    modId: 'VERIFICATION3',
    auth: 'required',
    bodyType: 'json',
    body: smsBindBodySchema,
    value: smsSentSchema,
  }),
  bindMobile: defineCall({
    ...base,
    path: '/wps/member/info/mobile',
    method: 'PUT',
    auth: 'required',
    bodyType: 'json',
    body: bindMobileBodySchema,
    value: securityConfigSchema,
  }),
} as const satisfies Record<string, CallDef>;
