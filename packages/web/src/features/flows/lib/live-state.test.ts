import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '@/lib/flow-inspection.ts';
import {
  initialLiveState,
  leafStates,
  liveReducer,
  logLimit,
  newestActorOf,
} from './live-state.ts';

const snapshot = (tab: string, active: string[], event = 'x'): LiveMessage => ({
  type: 'snapshot',
  tab,
  actor: 'x:1',
  flowId: 'session',
  active,
  event,
  transitions: [],
  context: { member: '•••', captchaShown: false },
  at: 1,
});

describe('live state', () => {
  it('follows the session actor that changed last', () => {
    const state = [
      snapshot('viewer', ['session.visitor']),
      snapshot('site', ['session.visitor']),
      snapshot('site', ['session.authenticated', 'session.authenticated.loggedIn']),
    ].reduce(liveReducer, initialLiveState);
    expect(newestActorOf(state, 'session')?.tab).toBe('site');
    expect(newestActorOf(state, 'session')?.active).toContain('session.authenticated.loggedIn');
    expect(state.log.map((entry) => entry.tab)).toEqual(['site', 'site', 'viewer']);
  });

  it('drops a stopped actor from following, and ignores hello', () => {
    let state = liveReducer(initialLiveState, snapshot('site', ['session.visitor']));
    state = liveReducer(state, { type: 'hello' });
    state = liveReducer(state, { type: 'stopped', tab: 'site', actor: 'x:1', flowId: 'session' });
    expect(state.actors['site/x:1']?.stopped).toBe(true);
    expect(newestActorOf(state, 'session')).toBeUndefined();
  });

  it('does not log the same states sent again in answer to a hello', () => {
    const again = [
      snapshot('site', ['session.visitor'], ''),
      snapshot('site', ['session.visitor'], ''),
      snapshot('site', ['session.visitor'], 'login.submit'),
    ].reduce(liveReducer, initialLiveState);
    expect(again.log.map((entry) => entry.event)).toEqual(['login.submit', '']);
  });

  it('keeps a bounded log', () => {
    const many = Array.from({ length: logLimit + 5 }, () => snapshot('site', []));
    expect(many.reduce(liveReducer, initialLiveState).log).toHaveLength(logLimit);
  });

  it('names the deepest active states', () => {
    expect(
      leafStates([
        's.visitor',
        's.visitor.form',
        's.visitor.form.idle',
        's.visitor.captcha.hidden',
        's.visitor.captcha',
      ]),
    ).toEqual(['s.visitor.form.idle', 's.visitor.captcha.hidden']);
  });
});
