import { z } from 'zod';
import { text } from '../patterns.ts';
import {
  emptyBodySchema,
  freePlayBodySchema,
  loginBodySchema,
  loginFailureValueSchema,
  loginPublicValueSchema,
  loginValueSchema,
} from '../schemas/session.ts';
import { base, defineCall, type CallDef } from './define.ts';

/** Signing in and out: the RSA key, login, free play, logout. */
export const sessionCalls = {
  rsaKey: defineCall({
    ...base,
    path: '/wps/session/key/rsa',
    method: 'GET',
    modId: null,
    answer: 'text',
    forward: false,
    query: z.object({ t: text().optional(), _: text().optional() }).strict(),
    value: text().regex(/^[0-9a-fA-F]+$/),
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
} as const satisfies Record<string, CallDef>;
