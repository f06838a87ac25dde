import { z } from 'zod';
import { loginPublicValueSchema, loginValueSchema } from '../schemas/session.ts';
import {
  affiliateQuerySchema,
  changePasswordBodySchema,
  registerBodySchema,
  registerFailureValueSchema,
  resetByEmailBodySchema,
  resetBySmsBodySchema,
} from '../schemas/account.ts';
import { smsNoLoginBodySchema, smsRegisterBodySchema, smsSentSchema } from '../schemas/sms.ts';
import { base, defineCall, type CallDef } from './define.ts';

/** Accounts: registration, the affiliate check, SMS codes, password change and reset. */
export const accountCalls = {
  register: defineCall({
    ...base,
    path: '/wps/member/register',
    method: 'PUT',
    modId: 'USERNAMEREG3',
    encrypted: true,
    bodyType: 'json',
    intercept: 'login',
    body: registerBodySchema,
    value: loginValueSchema,
    publicValue: loginPublicValueSchema,
    failureValue: registerFailureValueSchema,
  }),
  registerMobile: defineCall({
    ...base,
    path: '/wps/member/register/mobile',
    method: 'PUT',
    modId: 'MOBILENUMREG3',
    encrypted: true,
    bodyType: 'json',
    intercept: 'login',
    body: registerBodySchema,
    value: loginValueSchema,
    publicValue: loginPublicValueSchema,
    failureValue: registerFailureValueSchema,
  }),
  affiliateCheck: defineCall({
    ...base,
    path: '/wps/agent/affiliate',
    method: 'GET',
    modId: 'AFFMAN3',
    query: affiliateQuerySchema,
    value: z.null(),
  }),
  smsNoLogin: defineCall({
    ...base,
    path: '/wps/verification/sms/noLogin',
    method: 'POST',
    modId: 'VERIFICATION3',
    bodyType: 'json',
    body: smsNoLoginBodySchema,
    value: smsSentSchema,
  }),
  /** Gated by REG3; the upstream also needs REGMOBVERF3 or MOBILENUMREG3 on. */
  smsRegister: defineCall({
    ...base,
    path: '/wps/verification/sms/register',
    method: 'POST',
    modId: 'REG3',
    bodyType: 'json',
    body: smsRegisterBodySchema,
    value: smsSentSchema,
  }),
  changePassword: defineCall({
    ...base,
    path: '/wps/member/password',
    method: 'POST',
    modId: 'PASS3',
    auth: 'required',
    encrypted: true,
    bodyType: 'json',
    body: changePasswordBodySchema,
    value: z.null(),
  }),
  resetPasswordBySms: defineCall({
    ...base,
    path: '/wps/member/password/verification',
    method: 'POST',
    modId: 'CHNGPASSVERIF3',
    encrypted: true,
    bodyType: 'json',
    body: resetBySmsBodySchema,
    value: z.null(),
  }),
  resetPasswordByEmail: defineCall({
    ...base,
    path: '/wps/member/password/email',
    method: 'POST',
    bodyType: 'form',
    body: resetByEmailBodySchema,
    value: z.null(),
  }),
} as const satisfies Record<string, CallDef>;
