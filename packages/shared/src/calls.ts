import { z } from 'zod';
import type { ModuleId } from './modules.ts';
import { moduleNodeSchema } from './modules.ts';
import {
  captchaQuerySchema,
  captchaValueSchema,
  countryListSchema,
  permissionSchema,
  registerRulesSchema,
  systemStatusQuerySchema,
} from './schemas/system.ts';
import {
  emptyBodySchema,
  freePlayBodySchema,
  loginBodySchema,
  loginFailureValueSchema,
  loginPublicValueSchema,
  loginValueSchema,
} from './schemas/session.ts';
import { memberInfoSchema } from './schemas/member.ts';
import {
  affiliateQuerySchema,
  changePasswordBodySchema,
  registerBodySchema,
  registerFailureValueSchema,
  resetByEmailBodySchema,
  resetBySmsBodySchema,
} from './schemas/account.ts';
import { smsNoLoginBodySchema, smsRegisterBodySchema, smsSentSchema } from './schemas/sms.ts';
import { balanceQuerySchema, balanceSchema, merchantWalletSchema } from './schemas/wallet.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One upstream call (DESIGN.md §3). Everything else derives from these entries: the web's
 * typed client, the bff's allow-list, token injection and encryption, the upstream's handlers
 * and the contract tests.
 */
export interface CallDef {
  /** Path on the platform, identical on the bff. */
  path: string;
  method: HttpMethod;
  /** Module gating the call (sent as the `modID` header); null when ungated. */
  modId: ModuleId | null;
  /** `required`: the bff injects the session's token and answers 401 without one. */
  auth: 'none' | 'optional' | 'required';
  /** Body travels bff → upstream in the platform cipher (UPSTREAM.md §2). */
  encrypted: boolean;
  bodyType: 'none' | 'json' | 'form';
  /** `wps`: `{success,value,message,errorCode}`; `raw`: lottery gateway JSON; `text`: plain text. */
  answer: 'wps' | 'raw' | 'text';
  /** Whether the browser may call it through the bff. */
  forward: boolean;
  /**
   * Calls that mint or end an upstream token are handled by the bff itself: `login` keeps the
   * token in the session and answers `publicValue`; `logout` ends the session.
   */
  intercept: 'login' | 'logout' | null;
  query: z.ZodType;
  body: z.ZodType;
  value: z.ZodType;
  /** What the browser receives when it differs from `value` (intercepted calls). */
  publicValue?: z.ZodType;
  /** Details a failure may carry in `value`. */
  failureValue?: z.ZodType;
}

const noQuery = z.object({}).strict();
const noBody = z.undefined();
const defineCall = <const C extends CallDef>(call: C): C => call;
const base = {
  modId: 'COMM3',
  auth: 'none',
  encrypted: false,
  bodyType: 'none',
  answer: 'wps',
  forward: true,
  intercept: null,
  query: noQuery,
  body: noBody,
} as const;

export const calls = {
  systemStatus: defineCall({
    ...base,
    path: '/wps/system/status',
    method: 'GET',
    query: systemStatusQuerySchema,
    value: permissionSchema,
  }),
  whitelabel: defineCall({
    ...base,
    path: '/wps/system/whitelabel',
    method: 'GET',
    value: moduleNodeSchema,
  }),
  registerSettings: defineCall({
    ...base,
    path: '/wps/system/setting/register',
    method: 'GET',
    modId: 'REG3',
    value: registerRulesSchema,
  }),
  countryList: defineCall({
    ...base,
    path: '/wps/system/country',
    method: 'GET',
    value: countryListSchema,
  }),
  captcha: defineCall({
    ...base,
    path: '/wps/captcha',
    method: 'GET',
    modId: 'CAPTCHA3',
    query: captchaQuerySchema,
    value: captchaValueSchema,
  }),
  rsaKey: defineCall({
    ...base,
    path: '/wps/session/key/rsa',
    method: 'GET',
    modId: null,
    answer: 'text',
    forward: false,
    query: z.object({ t: z.string().optional(), _: z.string().optional() }).strict(),
    value: z.string().regex(/^[0-9a-fA-F]+$/),
  }),
  login: defineCall({
    ...base,
    path: '/wps/session/login',
    method: 'POST',
    encrypted: true,
    bodyType: 'json',
    intercept: 'login',
    body: loginBodySchema,
    value: loginValueSchema,
    publicValue: loginPublicValueSchema,
    failureValue: loginFailureValueSchema,
  }),
  freePlay: defineCall({
    ...base,
    path: '/wps/session/login/freeplay',
    method: 'POST',
    modId: 'FREEPLAY3',
    bodyType: 'json',
    intercept: 'login',
    body: freePlayBodySchema,
    value: loginValueSchema,
    publicValue: loginPublicValueSchema,
  }),
  logout: defineCall({
    ...base,
    path: '/wps/session/logout',
    method: 'DELETE',
    auth: 'required',
    bodyType: 'json',
    intercept: 'logout',
    body: emptyBodySchema.optional(),
    value: z.null(),
  }),
  memberInfo: defineCall({
    ...base,
    path: '/wps/member/info',
    method: 'GET',
    auth: 'required',
    value: memberInfoSchema,
  }),
  balance: defineCall({
    ...base,
    path: '/wps/v2/wallets/balance',
    method: 'GET',
    auth: 'required',
    query: balanceQuerySchema,
    value: balanceSchema,
  }),
  merchantWallet: defineCall({
    ...base,
    path: '/wps/relay/GCS_merchantWallet',
    method: 'GET',
    auth: 'required',
    value: merchantWalletSchema,
  }),
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

export type CallName = keyof typeof calls;
export type Call<N extends CallName> = (typeof calls)[N];
export type QueryOf<C extends CallDef> = z.input<C['query']>;
export type BodyOf<C extends CallDef> = z.input<C['body']>;
/** The value the browser receives for a call. */
export type PublicValueOf<C extends CallDef> = C['publicValue'] extends z.ZodType
  ? z.infer<C['publicValue']>
  : z.infer<C['value']>;

/** Finds the registry entry for a method and path; the bff's allow-list. */
export const findCall = (method: string, path: string): [CallName, CallDef] | undefined =>
  (Object.entries(calls) as [CallName, CallDef][]).find(
    ([, call]) => call.method === method && call.path === path,
  );
