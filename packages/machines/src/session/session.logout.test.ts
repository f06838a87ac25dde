import { describe, expect, it } from 'vitest';
import { demoMember } from '../testing/fixtures.ts';
import { startSession } from './session.harness.ts';

const loggedIn = () => startSession({ input: { member: demoMember } });

describe('session: logout and expiry', () => {
  it('asks for confirmation and stays logged in on cancel', () => {
    const { actor, calls, effectNames } = loggedIn();
    actor.send({ type: 'logout.request' });
    expect(actor.getSnapshot().hasTag('confirmingLogout')).toBe(true);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().hasTag('confirmingLogout')).toBe(false);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(calls.logout).toBe(0);
    expect(effectNames()).toEqual(['closeModals']);
  });

  it('ignores a confirmation that was never asked for', () => {
    const { actor, calls } = loggedIn();
    actor.send({ type: 'logout.confirm' });
    expect(calls.logout).toBe(0);
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  });

  it.each([
    ['succeeds', null],
    ['fails', { code: 'upstream.unavailable' }],
  ] as const)('ends at a visitor at home when the logout call %s', async (_, answer) => {
    const { actor, calls, effectNames, settled } = startSession({
      input: { member: demoMember },
      logout: answer,
    });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    expect(actor.getSnapshot().hasTag('loggingOut')).toBe(true);
    await settled();
    expect(calls.logout).toBe(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('visitor')).toBe(true);
    expect(snapshot.context.member).toBeNull();
    expect(snapshot.context.error).toBeNull();
    expect(effectNames()).toEqual(['closeModals', 'goHome']);
  });

  it('ends a logged-in session on session.expired and goes home', () => {
    const { actor, effectNames } = loggedIn();
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(actor.getSnapshot().context.member).toBeNull();
    expect(effectNames()).toEqual(['closeModals', 'goHome']);
  });

  it('ends a forced password change on session.expired', async () => {
    const { actor, settled, effectNames } = startSession();
    actor.send({ type: 'login.submit', username: 'demo_change', password: '123456' });
    await settled();
    expect(actor.getSnapshot().hasTag('forcedPasswordChange')).toBe(true);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(effectNames().slice(-2)).toEqual(['closeModals', 'goHome']);
  });

  it('ignores session.expired for a visitor', () => {
    const { actor, effectNames } = startSession();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(effectNames()).toEqual([]);
  });
});
