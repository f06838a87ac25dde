import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { CallDef, CallName } from '@his/shared/calls';
import { calls } from '@his/shared/calls';
import { encryptedSend, merchant } from './upstream.ts';

type Fields = Record<string, unknown>;

/**
 * A valid query or body for calls with required fields, so that a case refused with the control
 * character in one field is refused for that character and not for a missing neighbour.
 */
const validInput: Partial<Record<CallName, Fields>> = {
  login: { username: 'demo_player', password: 'Demo1234', type: 'username' },
  register: { username: 'player77', password: 'Secret123', confirmPassword: 'Secret123' },
  registerMobile: {
    mobileNum: '012999888',
    countryDialingCode: '+855',
    verificationCode: '123456',
  },
  affiliateCheck: { code: 'AGENT01', domain: 'localhost' },
  smsNoLogin: { mobileNum: '012345678', countryDialingCode: '+855' },
  smsRegister: { mobileNo: '012999888', countryDialingCode: '+855' },
  changePassword: {
    oldPassword: 'Demo1234',
    newPassword: 'Other1234',
    confirmNewPassword: 'Other1234',
  },
  resetPasswordBySms: { newPassword: 'Other1234', mobileNum: '012345678', verificationCode: '1' },
  resetPasswordByEmail: { username: 'demo_player', email: 'demo_player@example.com' },
  launchGame: { launchMode: 'GLS', gameId: 'x' },
  bettingRecord: { from: '2026-01-01', to: '2026-01-31' },
  transactionHistory: { from: '2026-01-01', to: '2026-01-31' },
  personalProfit: { from: '2026-01-01', to: '2026-01-31' },
  bonusDetails: { from: '2026-01-01', to: '2026-01-31' },
  depositCreate: { channelId: 'QR_KHQR', amount: '10.00' },
};

const objectShape = (schema: z.ZodType): Record<string, z.ZodType> => {
  const def = schema.def as { type: string; innerType?: z.ZodType; shape?: object };
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.innerType) return objectShape(def.innerType);
  return {};
};

const isStringField = (schema: z.ZodType): boolean => {
  const def = schema.def as { type: string; innerType?: z.ZodType };
  if (def.type === 'string') return true;
  return def.innerType ? isStringField(def.innerType) : false;
};

/** The string fields of a query or body schema (top level: the wire's fields are flat). */
const stringFields = (schema: z.ZodType): string[] =>
  Object.entries(objectShape(schema))
    .filter(([, field]) => isStringField(field))
    .map(([name]) => name);

export interface ControlCharCase {
  name: CallName;
  call: CallDef;
  where: 'query' | 'body';
  field: string;
  value: string;
}

/** One case per string field of every call's query and body, with `value` in that field. */
export const controlCharCases = (value: string): ControlCharCase[] =>
  (Object.entries(calls) as [CallName, CallDef][]).flatMap(([name, call]) =>
    (['query', 'body'] as const).flatMap((where) =>
      stringFields(call[where]).map((field) => ({ name, call, where, field, value })),
    ),
  );

/** Sends one case the way a client would: query string, form, JSON or the platform cipher. */
export const sendCase = (
  app: FastifyInstance,
  test: ControlCharCase,
  token: string,
): Promise<LightMyRequestResponse> => {
  const { call, where, field, value } = test;
  const input = { ...validInput[test.name], [field]: value };
  const auth: Record<string, string> = call.auth === 'none' ? {} : { Authorization: token };
  const headers = { ...merchant, ...auth };
  if (where === 'query') {
    const query = new URLSearchParams(input as Record<string, string>).toString();
    return app.inject({ method: call.method, url: `${call.path}?${query}`, headers });
  }
  if (call.encrypted) {
    return encryptedSend(app, call.method as 'POST' | 'PUT', call.path, input, auth);
  }
  if (call.bodyType === 'form') {
    return app.inject({
      method: call.method,
      url: call.path,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(input as Record<string, string>).toString(),
    });
  }
  return app.inject({
    method: call.method,
    url: call.path,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
};
