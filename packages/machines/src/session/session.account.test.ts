import { describe, expect, it } from 'vitest';
import { demoMember, trialMember } from '../testing/fixtures.ts';
import { startSession } from './session.harness.ts';

/** A visitor who logged in with the default password and faces the forced change. */
const inForcedChange = async (options: Parameters<typeof startSession>[0] = {}) => {
  const session = startSession(options);
  session.actor.send({ type: 'login.submit', username: 'demo_change', password: ' 123456 ' });
  await session.settled();
  return session;
};

describe('session: the forced change keeps the password in memory only', () => {
  it('holds the login password in context while the change is forced, and nowhere else', async () => {
    const { actor, effects } = await inForcedChange();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('forcedPasswordChange')).toBe(true);
    expect(snapshot.context.storedPassword).toBe('123456');
    // No side effect (and so no storage the web writes) ever received it.
    expect(JSON.stringify(effects)).not.toContain('123456');
  });

  it('clears it once the password changed, then logs in', async () => {
    const { actor, settled, effectNames } = await inForcedChange();
    actor.send({ type: 'password.changed' });
    expect(actor.getSnapshot().context.storedPassword).toBeNull();
    await settled();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.storedPassword).toBeNull();
    expect(effectNames().slice(-2)).toEqual(['closeModals', 'goHome']);
  });

  it('closes the forced modal even when the member then fails to load', async () => {
    const { actor, settled, effectNames } = await inForcedChange({
      member: { code: 'system.busy' },
    });
    actor.send({ type: 'password.changed' });
    await settled();
    expect(actor.getSnapshot().matches('visitor')).toBe(true);
    expect(effectNames().at(-1)).toBe('closeModals');
  });

  it('clears it when the session expires', async () => {
    const { actor } = await inForcedChange();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().context.storedPassword).toBeNull();
  });

  it('lets the member sign out without confirmation, clearing it', async () => {
    const { actor, calls, settled, effectNames } = await inForcedChange();
    actor.send({ type: 'logout.request' });
    const signingOut = actor.getSnapshot();
    expect(signingOut.hasTag('loggingOut')).toBe(true);
    expect(signingOut.hasTag('forcedPasswordChange')).toBe(true);
    expect(signingOut.hasTag('confirmingLogout')).toBe(false);
    await settled();
    expect(calls.logout).toBe(1);
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(actor.getSnapshot().context.storedPassword).toBeNull();
    expect(effectNames().slice(-2)).toEqual(['closeModals', 'goHome']);
  });

  it('leaves to a visitor even when the logout call fails', async () => {
    const { actor, settled } = await inForcedChange({ logout: { code: 'upstream.unavailable' } });
    actor.send({ type: 'logout.request' });
    await settled();
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(actor.getSnapshot().context.storedPassword).toBeNull();
  });

  it('keeps no password after an ordinary login', async () => {
    const { actor, settled } = startSession();
    actor.send({ type: 'login.submit', username: 'demo_player', password: 'Demo1234' });
    await settled();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.storedPassword).toBeNull();
  });
});

describe('session: started by another flow', () => {
  it('logs the visitor in with the member, clears the stored password, closes modals, goes home', () => {
    const { actor, calls, effectNames } = startSession();
    actor.send({ type: 'session.started', member: trialMember });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loggedIn')).toBe(true);
    expect(snapshot.context.member).toEqual(trialMember);
    expect(calls.login).toEqual([]);
    expect(calls.loadMember).toBe(0);
    expect(effectNames()).toEqual(['clearStoredPassword', 'closeModals', 'goHome']);
  });

  it('replaces a trial member who registered a real account', () => {
    const { actor, effectNames } = startSession({ input: { member: trialMember } });
    actor.send({ type: 'session.started', member: demoMember });
    expect(actor.getSnapshot().context.member).toEqual(demoMember);
    expect(effectNames()).toEqual(['clearStoredPassword', 'closeModals', 'goHome']);
  });

  it('is ignored during a forced password change', async () => {
    const { actor, effectNames } = await inForcedChange();
    actor.send({ type: 'session.started', member: demoMember });
    expect(actor.getSnapshot().hasTag('forcedPasswordChange')).toBe(true);
    expect(effectNames()).not.toContain('clearStoredPassword');
  });
});

describe('session: actions that need an account', () => {
  it('opens the login popup for a visitor', () => {
    const { actor, effects } = startSession();
    actor.send({ type: 'action.request', need: 'login', action: 'launchGame' });
    actor.send({ type: 'action.request', need: 'realAccount', action: 'deposit' });
    expect(effects).toEqual([
      { action: 'openLoginPopup', params: { action: 'launchGame' } },
      { action: 'openLoginPopup', params: { action: 'deposit' } },
    ]);
  });

  it('warns a trial account that a real account is needed, and lets it play', () => {
    const { actor, effects } = startSession({ input: { member: trialMember } });
    actor.send({ type: 'action.request', need: 'realAccount', action: 'deposit' });
    actor.send({ type: 'action.request', need: 'login', action: 'launchGame' });
    expect(effects).toEqual([
      { action: 'showTrialWarning', params: { action: 'deposit' } },
      { action: 'runAction', params: { action: 'launchGame' } },
    ]);
  });

  it('runs real-account actions for a real member', () => {
    const { actor, effects } = startSession({ input: { member: demoMember } });
    actor.send({ type: 'action.request', need: 'realAccount', action: 'deposit' });
    expect(effects).toEqual([{ action: 'runAction', params: { action: 'deposit' } }]);
  });

  it('does nothing while the password change is forced', async () => {
    const { actor, effectNames } = await inForcedChange();
    actor.send({ type: 'action.request', need: 'login', action: 'deposit' });
    expect(effectNames()).toEqual(['rememberUsername', 'showForcedPasswordChange']);
  });
});

describe('session: a change from the member center', () => {
  it('reloads the member, closes the modal and goes home', async () => {
    const { actor, calls, settled, effectNames } = startSession({
      input: { member: trialMember },
      member: demoMember,
    });
    actor.send({ type: 'password.changed' });
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    await settled();
    expect(calls.loadMember).toBe(1);
    expect(actor.getSnapshot().context.member).toEqual(demoMember);
    expect(effectNames()).toEqual(['closeModals', 'goHome']);
  });

  it('keeps the member when the reload fails', async () => {
    const { actor, settled, effectNames } = startSession({
      input: { member: demoMember },
      member: { code: 'system.busy' },
    });
    actor.send({ type: 'password.changed' });
    await settled();
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.member).toEqual(demoMember);
    expect(effectNames()).toEqual(['closeModals', 'goHome']);
  });
});

describe('session: the platform demands the forced change', () => {
  it('shows the forced change again for a restored member, asking for the current password', async () => {
    const { actor, effectNames } = startSession({ input: { member: demoMember } });
    expect(actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    actor.send({ type: 'password.changeRequired' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('forcedPasswordChange')).toBe(true);
    expect(snapshot.hasTag('loggedIn')).toBe(false);
    expect(snapshot.context.member).toBeNull();
    expect(snapshot.context.storedPassword).toBeNull();
    expect(effectNames()).toContain('showForcedPasswordChange');
  });

  it('means nothing to a visitor', () => {
    const { actor, effectNames } = startSession();
    actor.send({ type: 'password.changeRequired' });
    expect(actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(effectNames()).toEqual([]);
  });
});
