import { describe, expect, it } from 'vitest';
import { calls } from '@his/shared/calls';
import type { CallDef } from '@his/shared/calls';
import { handlingOf } from './plan.ts';

describe('handlingOf', () => {
  it.each([
    ['login', 'login', calls.login],
    ['freePlay', 'login', calls.freePlay],
    ['register', 'login', calls.register],
    ['registerMobile', 'login', calls.registerMobile],
    ['logout', 'logout', calls.logout],
    ['smsNoLogin', 'sms', calls.smsNoLogin],
    ['smsRegister', 'sms', calls.smsRegister],
    ['smsBind', 'sms', calls.smsBind],
    ['changePassword', 'buffered', calls.changePassword],
    ['resetPasswordBySms', 'buffered', calls.resetPasswordBySms],
    ['resetPasswordByEmail', 'buffered', calls.resetPasswordByEmail],
    ['affiliateCheck', 'stream', calls.affiliateCheck],
    ['balance', 'stream', calls.balance],
    ['rsaKey', null, calls.rsaKey],
  ] as const)('handles %s as %s', (name, handling, call) => {
    expect(handlingOf(name, call)).toBe(handling);
  });

  it.each([
    ['an encrypted form', { ...calls.changePassword, bodyType: 'form' }],
    ['an encrypted call without a body', { ...calls.changePassword, bodyType: 'none' }],
    ['a login in form encoding', { ...calls.login, encrypted: false, bodyType: 'form' }],
    ['a GET with a body', { ...calls.balance, bodyType: 'json' }],
  ] satisfies [string, CallDef][])('refuses to start with %s', (_what, call) => {
    expect(() => handlingOf('someCall', call)).toThrow(/someCall: .*cannot forward it/);
  });
});
