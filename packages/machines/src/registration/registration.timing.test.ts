import { captchaRefreshMinMs, countryDropdownCloseMs } from '@his/shared/constants';
import { describe, expect, it } from 'vitest';
import { captchaPng } from '../testing/fixtures.ts';
import { validValues } from './registration.fixtures.ts';
import { startRegistration } from './registration.harness.ts';

describe('registration: country dropdown on the simulated clock', () => {
  const isOpen = (registration: ReturnType<typeof startRegistration>) =>
    registration.actor.getSnapshot().hasTag('countryOpen');

  it('opens on focus and closes 200 ms after blur, not before', () => {
    const registration = startRegistration();
    expect(isOpen(registration)).toBe(false);
    registration.actor.send({ type: 'country.focus' });
    expect(isOpen(registration)).toBe(true);
    registration.actor.send({ type: 'country.blur' });
    expect(isOpen(registration)).toBe(true);
    registration.clock.increment(countryDropdownCloseMs - 1);
    expect(isOpen(registration)).toBe(true);
    registration.clock.increment(1);
    expect(isOpen(registration)).toBe(false);
  });

  it('stays open when focus comes back within the 200 ms', () => {
    const registration = startRegistration();
    registration.actor.send({ type: 'country.focus' });
    registration.actor.send({ type: 'country.blur' });
    registration.clock.increment(150);
    registration.actor.send({ type: 'country.focus' });
    registration.clock.increment(countryDropdownCloseMs * 5);
    expect(isOpen(registration)).toBe(true);

    registration.actor.send({ type: 'country.blur' });
    registration.clock.increment(countryDropdownCloseMs);
    expect(isOpen(registration)).toBe(false);
  });

  it('selects a listed country (an option clicked after the blur) and closes', async () => {
    const registration = startRegistration();
    expect(registration.actor.getSnapshot().context.countryCode).toBe('KH');
    registration.actor.send({ type: 'country.focus' });
    registration.actor.send({ type: 'country.blur' });
    registration.clock.increment(50);
    registration.actor.send({ type: 'country.select', code: 'TH' });
    expect(isOpen(registration)).toBe(false);
    expect(registration.actor.getSnapshot().context.countryCode).toBe('TH');

    registration.actor.send({ type: 'country.select', code: 'ZZ' });
    expect(registration.actor.getSnapshot().context.countryCode).toBe('TH');

    await registration.settled();
    registration.actor.send({ type: 'register.submit', values: validValues });
    await registration.settled();
    expect(registration.calls.register[0]?.body.countryDialingCode).toBe('+66');
  });
});

describe('registration: captcha on the simulated clock', () => {
  it('fetches a captcha on start when its rule is enabled', async () => {
    const { actor, calls, settled } = startRegistration();
    expect(actor.getSnapshot().hasTag('captcha')).toBe(true);
    await settled();
    expect(calls.fetchCaptcha).toBe(1);
    expect(actor.getSnapshot().context.captchaImage).toBe(`${captchaPng}#1`);
  });

  it('refreshes at most once per second', async () => {
    const { actor, calls, clock, settled } = startRegistration();
    await settled();
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
    clock.increment(captchaRefreshMinMs - 1);
    actor.send({ type: 'captcha.refresh' });
    expect(calls.fetchCaptcha).toBe(2);
    clock.increment(1);
    actor.send({ type: 'captcha.refresh' });
    await settled();
    expect(calls.fetchCaptcha).toBe(3);
  });

  it('keeps the old image when a refresh fails, and may retry a second later', async () => {
    const { actor, calls, clock, settled } = startRegistration({
      captcha: [`${captchaPng}#first`, { code: 'system.busy' }],
    });
    await settled();
    clock.increment(captchaRefreshMinMs);
    actor.send({ type: 'captcha.refresh' });
    await settled();
    expect(calls.fetchCaptcha).toBe(2);
    expect(actor.getSnapshot().context.captchaImage).toBe(`${captchaPng}#first`);
    clock.increment(captchaRefreshMinMs);
    actor.send({ type: 'captcha.refresh' });
    await settled();
    expect(actor.getSnapshot().context.captchaImage).toBe(`${captchaPng}#3`);
  });

  it('replaces a captcha spent by a refused registration at once, throttle or not', async () => {
    const { actor, calls, settled } = startRegistration({
      register: [{ code: 'captcha.invalid' }],
    });
    await settled();
    actor.send({ type: 'register.submit', values: validValues });
    await settled();
    expect(calls.fetchCaptcha).toBe(2);
    expect(actor.getSnapshot().context.captchaImage).toBe(`${captchaPng}#2`);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      captcha: { key: 'errors.captcha.invalid' },
    });
  });

  it('shows no captcha when its rule is disabled', async () => {
    const { actor, calls } = startRegistration({
      input: {
        rules: {
          username: {
            enabled: false,
            required: false,
            acceptedPattern: '*',
            patternId: 0,
            minLength: 0,
            maxLength: 64,
          },
        },
      },
    });
    expect(actor.getSnapshot().hasTag('captcha')).toBe(false);
    expect(calls.fetchCaptcha).toBe(0);
  });
});
