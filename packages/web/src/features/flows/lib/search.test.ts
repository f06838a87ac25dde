import { describe, expect, it } from 'vitest';
import { flowCatalogue } from './catalogue.ts';
import { searchFlows } from './search.ts';

describe('searchFlows', () => {
  const catalogue = flowCatalogue();

  it('finds a transition by its guard and links to it', () => {
    const hits = searchFlows(catalogue, 'hasMember');
    expect(hits).toContainEqual(
      expect.objectContaining({
        kind: 'transition',
        flowId: 'session',
        id: 'session.restoring|always|0',
        href: '/flows/session?transition=session.restoring%7Calways%7C0',
      }),
    );
  });

  it('finds states by tag and flows by title, every word counting, any case', () => {
    expect(searchFlows(catalogue, 'LOGGEDIN session').map((hit) => hit.id)).toContain(
      'session.authenticated.loggedIn',
    );
    expect(searchFlows(catalogue, 'forgot password')).toContainEqual(
      expect.objectContaining({
        kind: 'flow',
        id: 'forgotPassword',
        href: '/flows/forgotPassword',
      }),
    );
  });

  it('finds transitions by action and by delay keyword', () => {
    const byAction = searchFlows(catalogue, 'openLoginPopup');
    expect(byAction.length).toBeGreaterThan(0);
    expect(byAction.every((hit) => hit.kind === 'transition')).toBe(true);
    expect(searchFlows(catalogue, 'after').some((hit) => hit.flowId === 'smsCountdown')).toBe(true);
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(searchFlows(catalogue, '   ')).toEqual([]);
    expect(searchFlows(catalogue, 'zzz-no-such-word')).toEqual([]);
  });
});
