import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { demoMember } from '../testing/fixtures.ts';
import { plainRules, validValues } from './registration.fixtures.ts';
import { startRegistration } from './registration.harness.ts';

const submit = (values = validValues) => ({ type: 'register.submit', values }) as const;

describe('registration: the submission', () => {
  it('verifies, registers with the trimmed payload, loads the member and ends with it', async () => {
    const { actor, calls, settled } = startRegistration();
    await settled();
    actor.send(submit());
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settled();
    expect(calls.verifyChallenge).toEqual([{ username: 'newplayer1' }]);
    expect(calls.checkAffiliate).toEqual([]);
    expect(calls.register).toEqual([
      {
        mode: 'username',
        body: {
          registerMethod: 'WEB',
          login: true,
          username: 'newplayer1',
          password: 'Secret12',
          confirmPassword: 'Secret12',
          mobileNum: '012345678',
          countryDialingCode: '+855',
          verificationCode: '123456',
          payeeName: 'John Smith',
          paymentPassword: '246810',
          email: 'new@example.com',
          captcha: 'ab12',
          challenge: 'altcha-payload',
        },
      },
    ]);
    expect(calls.loadMember).toBe(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.hasTag('done')).toBe(true);
    expect(snapshot.output).toEqual({ member: demoMember });
    expect(snapshot.context.attempt).toBeNull();
  });

  it('shows field errors and calls nothing for an invalid form', async () => {
    const { actor, calls, settled } = startRegistration();
    await settled();
    actor.send(submit({ ...validValues, confirmPassword: 'Other123' }));
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      confirmPassword: { key: 'validation.inconsistent' },
    });
    expect(calls.verifyChallenge).toEqual([]);
    expect(calls.register).toEqual([]);
  });

  it('registers by mobile with the number as username and the selected dialing code', async () => {
    const { actor, calls, settled } = startRegistration({
      input: { mode: 'mobile', rules: plainRules, modules: {} },
    });
    actor.send({ type: 'country.select', code: 'TH' });
    actor.send(submit({ mobileNum: ' 012345678 ', verificationCode: '654321', agreement: true }));
    await settled();
    expect(calls.register).toEqual([
      {
        mode: 'mobile',
        body: {
          registerMethod: 'WEB',
          login: true,
          username: '012345678',
          mobileNum: '012345678',
          countryDialingCode: '+66',
          verificationCode: '654321',
          challenge: 'altcha-payload',
        },
      },
    ]);
  });

  it('shows a taken username next to the field and keeps the form', async () => {
    const { actor, settled } = startRegistration({ register: [{ code: 'username.taken' }] });
    await settled();
    actor.send(submit());
    await settled();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(context.fieldErrors).toEqual({ username: { key: 'errors.username.taken' } });
    expect(context.error).toBeNull();
    expect(context.attempt).toBeNull();
  });

  it('puts a taken number on the mobile field on the mobile tab', async () => {
    const { actor, settled } = startRegistration({
      input: { mode: 'mobile', rules: plainRules, modules: {} },
      register: [{ code: 'username.taken' }],
    });
    actor.send(submit({ mobileNum: '012345678', verificationCode: '654321', agreement: true }));
    await settled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      mobileNum: { key: 'errors.username.taken' },
    });
  });

  it('shows a server rule refusal with the pattern message of the named field', async () => {
    const { actor, settled } = startRegistration({
      register: [
        {
          code: 'register.field.invalid',
          value: { field: 'payeeName', patternId: 8, minLength: 2, maxLength: 30 },
        },
      ],
    });
    await settled();
    actor.send(submit());
    await settled();
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      payeeName: { key: 'validation.reg_pattern_8', params: { min: 2, max: 30, range: '2-30' } },
    });
  });

  it('shows other refusals as the form error', async () => {
    const { actor, settled } = startRegistration({ register: [{ code: 'system.busy' }] });
    await settled();
    actor.send(submit());
    await settled();
    expect(actor.getSnapshot().context.error).toBe('system.busy');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('drops the attempt when the verification challenge fails', async () => {
    const { actor, calls, settled } = startRegistration({
      challenge: { code: 'challenge.invalid' },
    });
    await settled();
    actor.send(submit());
    await settled();
    expect(calls.register).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('challenge.invalid');
    expect(actor.getSnapshot().context.attempt).toBeNull();
  });

  it('retries only the member load after it failed, never registering twice', async () => {
    const { actor, calls, settled } = startRegistration({
      member: [{ code: 'upstream.unavailable' }, demoMember],
    });
    await settled();
    actor.send(submit());
    await settled();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('upstream.unavailable');

    actor.send(submit({}));
    await settled();
    expect(calls.register).toHaveLength(1);
    expect(calls.loadMember).toBe(2);
    expect(actor.getSnapshot().output).toEqual({ member: demoMember });
  });
});

describe('registration: affiliate code', () => {
  it('checks a filled affiliate field before the challenge', async () => {
    const { actor, calls, settled } = startRegistration();
    await settled();
    actor.send(submit({ ...validValues, affiliateCode: ' AGENT01 ' }));
    await settled();
    expect(calls.checkAffiliate).toEqual([{ code: 'AGENT01' }]);
    expect(calls.register[0]?.body.affiliateCode).toBe('AGENT01');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the invitation-code error dialog until closed, and registers nothing', async () => {
    const { actor, calls, settled } = startRegistration({
      affiliate: [{ code: 'affiliate.invalid' }],
    });
    await settled();
    actor.send(submit({ ...validValues, affiliateCode: 'NOPE1' }));
    await settled();
    expect(actor.getSnapshot().hasTag('affiliateError')).toBe(true);
    expect(actor.getSnapshot().hasTag('editing')).toBe(false);
    expect(actor.getSnapshot().context.attempt).toBeNull();
    actor.send(submit());
    expect(calls.verifyChallenge).toEqual([]);

    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().hasTag('affiliateError')).toBe(false);
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(calls.register).toEqual([]);
  });

  it('hides the field and sends the URL code once the URL code is valid', async () => {
    const { actor, calls, settled } = startRegistration({
      input: { affiliateFromUrl: ' AGENT01 ' },
    });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settled();
    expect(calls.checkAffiliate).toEqual([{ code: 'AGENT01' }]);
    expect(actor.getSnapshot().context.visibleFields).not.toContain('affiliateCode');
    actor.send(submit({ ...validValues, affiliateCode: 'IGNORED1' }));
    await settled();
    expect(calls.checkAffiliate).toHaveLength(1);
    expect(calls.register[0]?.body.affiliateCode).toBe('AGENT01');
  });

  it('shows the field, without a dialog, when the URL code is not valid', async () => {
    const { actor, settled } = startRegistration({
      input: { affiliateFromUrl: 'BAD' },
      affiliate: [{ code: 'affiliate.invalid' }],
    });
    await settled();
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().hasTag('affiliateError')).toBe(false);
    expect(actor.getSnapshot().context.visibleFields).toContain('affiliateCode');
    expect(actor.getSnapshot().context.urlAffiliateValid).toBe(false);
  });
});

describe('registration: the SMS code child', () => {
  it('runs the smsCountdown child as `sms` and forwards sms.send to it', async () => {
    const { actor, calls } = startRegistration();
    const child = actor.getSnapshot().children.sms;
    if (child === undefined) throw new Error('no sms child');
    actor.send({ type: 'sms.send', mobileNum: '012345678', countryDialingCode: '+855' });
    const sms = await waitFor(child, (snapshot) => snapshot.hasTag('counting'));
    expect(calls.sendSms).toEqual([
      { mobileNum: '012345678', countryDialingCode: '+855', challenge: 'altcha-payload' },
    ]);
    expect(sms.context.remaining).toBe(300);
  });

  it('has no SMS child when the form needs no code', () => {
    const { actor } = startRegistration({ input: { rules: plainRules, modules: {} } });
    expect(actor.getSnapshot().children.sms).toBeUndefined();
    expect(actor.getSnapshot().context.visibleFields).not.toContain('verificationCode');
  });
});
