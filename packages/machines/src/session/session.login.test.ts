import { describe, expect, it } from 'vitest';
import { demoMember, loginValue } from '../testing/fixtures.ts';
import { startSession } from './session.harness.ts';

describe('session: login', () => {
  it('starts as a visitor without a restored member', () => {
    const { actor } = startSession();
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(actor.getSnapshot().context.member).toBeNull();
  });

  it('starts logged in, without going home, when boot restored a member', () => {
    const { actor, effectNames } = startSession({ input: { member: demoMember } });
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(effectNames()).toEqual([]);
  });

  it('refuses an empty form with i18n field errors and calls nothing', () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'login.submit', username: '  ', password: '\t' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(calls.verifyChallenge).toEqual([]);
    expect(calls.login).toEqual([]);
  });

  it('trims the values, verifies, logs in, loads the member, closes modals and goes home', async () => {
    const { actor, calls, effects, settled } = startSession();
    actor.send({
      type: 'login.submit',
      username: ' demo_player ',
      password: ' Demo1234 ',
      remember: true,
    });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await settled();
    expect(calls.verifyChallenge).toEqual([{ username: 'demo_player' }]);
    expect(calls.login).toEqual([
      {
        username: 'demo_player',
        password: 'Demo1234',
        type: 'username',
        remember: true,
        challenge: 'challenge-ok',
      },
    ]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loggedIn')).toBe(true);
    expect(snapshot.context.member).toEqual(demoMember);
    expect(snapshot.context.attempt).toBeNull();
    expect(effects).toEqual([
      {
        action: 'rememberUsername',
        params: {
          username: 'demo_player',
          remember: true,
          loginType: 'username',
          countryDialingCode: null,
        },
      },
      { action: 'closeModals' },
      { action: 'goHome' },
    ]);
  });

  it('remembers that the username must be forgotten when "remember me" is off', async () => {
    const { actor, effects, settled } = startSession();
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await settled();
    expect(effects[0]).toEqual({
      action: 'rememberUsername',
      params: {
        username: 'demo_player',
        remember: false,
        loginType: 'username',
        countryDialingCode: null,
      },
    });
  });

  it('skips the verification challenge for an SMS-code login', async () => {
    const { actor, calls, settled } = startSession();
    actor.send({
      type: 'login.submit',
      username: '85512345678',
      password: '654321',
      loginType: 'sms',
      countryDialingCode: '+855',
    });
    await settled();
    expect(calls.verifyChallenge).toEqual([]);
    expect(calls.login[0]).toEqual({
      username: '85512345678',
      password: '654321',
      type: 'sms',
      remember: false,
      challenge: null,
      countryDialingCode: '+855',
    });
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });

  it('shows the code of a refused login and stays a visitor', async () => {
    const { actor, settled, effectNames } = startSession({ login: [{ code: 'login.failed' }] });
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'wrong' });
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('visitor')).toBe(true);
    expect(snapshot.context.error).toBe('login.failed');
    expect(snapshot.hasTag('captcha')).toBe(false);
    expect(effectNames()).toEqual([]);
  });

  it('drops the attempt when the verification challenge fails', async () => {
    const { actor, calls, settled } = startSession({ challenge: { code: 'captcha.invalid' } });
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await settled();
    expect(calls.login).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('captcha.invalid');
    expect(actor.getSnapshot().context.attempt).toBeNull();
  });

  it('runs the first-login action on a first login, after the login modals closed', async () => {
    const { actor, effectNames, settled } = startSession({
      login: [loginValue({ firstTimeLogin: true })],
    });
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await settled();
    expect(effectNames()).toEqual([
      'rememberUsername',
      'closeModals',
      'goHome',
      'runFirstLoginAction',
    ]);
  });

  it('skips the first-login action when the password change was forced anyway', async () => {
    const { actor, effectNames, settled } = startSession({
      login: [loginValue({ firstTimeLogin: true })],
    });
    actor.send({ type: 'login.submit', username: 'demo_change', password: '123456' });
    await settled();
    expect(actor.getSnapshot().hasTag('forcedPasswordChange')).toBe(true);
    expect(effectNames()).not.toContain('runFirstLoginAction');
  });

  it.each([
    ['the default password', '123456', loginValue()],
    ['an expired password with enforcement on', 'Demo1234', loginValue({ passwordExpired: true })],
  ])(
    'forces a password change for %s, then logs in once it changed',
    async (_, password, value) => {
      const { actor, calls, effectNames, settled } = startSession({ login: [value] });
      actor.send({ type: 'login.submit', username: 'demo_change', password });
      await settled();
      expect(actor.getSnapshot().hasTag('forcedPasswordChange')).toBe(true);
      expect(calls.loadMember).toBe(0);
      expect(effectNames()).toEqual(['rememberUsername', 'showForcedPasswordChange']);

      actor.send({ type: 'password.changed' });
      await settled();
      expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
      expect(effectNames().slice(-2)).toEqual(['closeModals', 'goHome']);
    },
  );

  it('does not force a change for an expired password when enforcement is off', async () => {
    const { actor, settled } = startSession({
      input: { modules: { PWDEXPFORCECHANGE3: false } },
      login: [loginValue({ passwordExpired: true })],
    });
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await settled();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });

  it('never forces a change for an SMS login, even with 123456', async () => {
    const { actor, settled } = startSession();
    actor.send({
      type: 'login.submit',
      username: '012345678',
      password: '123456',
      loginType: 'sms',
      countryDialingCode: '+855',
    });
    await settled();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });

  it('returns to the form with the code when member info fails after the login', async () => {
    const { actor, settled, effectNames } = startSession({ member: { code: 'system.busy' } });
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await settled();
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('system.busy');
    expect(effectNames()).toEqual(['rememberUsername']);
  });

  it('turns a rejection without a code into internal.error', async () => {
    const { actor, settled } = startSession({ login: [{ code: '' }] });
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await settled();
    expect(actor.getSnapshot().context.error).toBe('internal.error');
  });
});
