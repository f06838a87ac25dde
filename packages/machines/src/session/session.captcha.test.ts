import { captchaRefreshMinMs } from '@his/shared/constants';
import { describe, expect, it } from 'vitest';
import { captchaPng, loginValue } from '../testing/fixtures.ts';
import { startSession, type SessionHarnessOptions } from './session.harness.ts';

const refused = { code: 'login.failed', captcha: true };

/** A visitor whose first login was refused with a captcha request; the image is on screen. */
const withCaptcha = async (login: SessionHarnessOptions['login'] = [refused]) => {
  const session = startSession({ login });
  session.actor.send({ type: 'login.submit', username: 'demo_player', password: 'wrong' });
  await session.settled();
  return session;
};

describe('session: captcha', () => {
  it('fetches and shows a captcha when a refused login asks for one', async () => {
    const { actor, calls } = await withCaptcha();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.error).toBe('login.failed');
    expect(snapshot.hasTag('captcha')).toBe(true);
    expect(snapshot.context.captchaImage).toBe(`${captchaPng}#1`);
    expect(calls.fetchCaptcha).toBe(1);
  });

  it('then requires the captcha and sends it trimmed', async () => {
    const { actor, calls, settled } = await withCaptcha([refused, loginValue()]);
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ captcha: 'validation.required' });
    expect(calls.login).toHaveLength(1);

    actor.send({
      type: 'login.submit',
      username: 'demo_player',
      password: 'Demo1234',
      captcha: ' ab12 ',
    });
    await settled();
    expect(calls.login[1]).toMatchObject({ captcha: 'ab12' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loggedIn')).toBe(true);
    expect(snapshot.context.captchaImage).toBeNull();
  });

  it('fetches a new image after every failure while the captcha is required', async () => {
    const { actor, calls, settled, clock } = await withCaptcha([
      refused,
      { code: 'captcha.invalid' },
    ]);
    clock.increment(captchaRefreshMinMs);
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'x', captcha: 'zz' });
    await settled();
    expect(calls.fetchCaptcha).toBe(2);
    expect(actor.getSnapshot().context.captchaImage).toBe(`${captchaPng}#2`);
    expect(actor.getSnapshot().context.error).toBe('captcha.invalid');
  });

  it('honours a refresh at most once per captchaRefreshMinMs of the actor clock', async () => {
    const { actor, calls, clock, settled } = await withCaptcha();
    actor.send({ type: 'captcha.refresh' });
    expect(calls.fetchCaptcha).toBe(1);

    clock.increment(captchaRefreshMinMs - 1);
    actor.send({ type: 'captcha.refresh' });
    expect(calls.fetchCaptcha).toBe(1);

    clock.increment(1);
    actor.send({ type: 'captcha.refresh' });
    actor.send({ type: 'captcha.refresh' });
    await settled();
    expect(calls.fetchCaptcha).toBe(2);
    expect(actor.getSnapshot().context.captchaImage).toBe(`${captchaPng}#2`);

    actor.send({ type: 'captcha.refresh' });
    expect(calls.fetchCaptcha).toBe(2);
    clock.increment(captchaRefreshMinMs);
    actor.send({ type: 'captcha.refresh' });
    await settled();
    expect(calls.fetchCaptcha).toBe(3);
  });

  it('keeps the old image when a refresh fails', async () => {
    const session = startSession({
      login: [refused],
      captcha: [`${captchaPng}#first`, { code: 'system.busy' }],
    });
    session.actor.send({ type: 'login.submit', username: 'demo_player', password: 'wrong' });
    await session.settled();
    session.clock.increment(captchaRefreshMinMs);
    session.actor.send({ type: 'captcha.refresh' });
    await session.settled();
    expect(session.calls.fetchCaptcha).toBe(2);
    expect(session.actor.getSnapshot().hasTag('captcha')).toBe(true);
    expect(session.actor.getSnapshot().context.captchaImage).toBe(`${captchaPng}#first`);
  });

  it('goes on without a captcha when the first image cannot be fetched', async () => {
    const session = startSession({
      login: [refused, loginValue()],
      captcha: [{ code: 'system.busy' }],
    });
    session.actor.send({ type: 'login.submit', username: 'demo_player', password: 'wrong' });
    await session.settled();
    expect(session.actor.getSnapshot().hasTag('captcha')).toBe(false);
    expect(session.actor.getSnapshot().context.captchaRequired).toBe(true);

    session.actor.send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await session.settled();
    expect(session.calls.login[1]).not.toHaveProperty('captcha');
    expect(session.actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });
});
