import { describe, expect, it } from 'vitest';
import { normaliseMachine } from '@his/machines/flows/normalise';
import { doorMachine } from './door.test-machine.ts';
import { formatDelay, transitionLines, transitionText, triggerOf } from './labels.ts';

const door = normaliseMachine(doorMachine);
const transition = (source: string, kind: string, index = 0) => {
  const found = door.transitions.filter((t) => t.source === `door.${source}` && t.kind === kind);
  const chosen = found[index];
  if (!chosen) throw new Error(`no ${kind} transition ${index} from ${source}`);
  return chosen;
};

describe('transition labels', () => {
  it('shows the event, the guard in brackets and the actions after a slash', () => {
    const open = transition('closed', 'on');
    expect(transitionText(open)).toBe('door.open [isUnlocked] / logOpen, announce');
    expect(transitionLines(open)).toEqual(['door.open [isUnlocked]', '/ logOpen, announce']);
  });

  it('shows after-delays in seconds or ms, and by name when computed at run time', () => {
    expect(triggerOf(transition('open.waiting', 'after', 0))).toBe('after 60 s');
    expect(triggerOf(transition('open.waiting', 'after', 1))).toBe('after 250 ms');
    expect(triggerOf(transition('open.waiting', 'after', 2))).toBe('after later');
    expect(formatDelay({ name: 'x', ms: 1500 })).toBe('after 1.5 s');
  });

  it('names the invoke a done or error transition answers', () => {
    expect(triggerOf(transition('opening', 'done'))).toBe('done: motor');
    expect(transitionText(transition('opening', 'error'))).toBe('error: motor / logFailure');
  });

  it('marks eventless transitions always, and a compound state reaching its final state done', () => {
    expect(transitionText(transition('open', 'always'))).toBe('always [isAlarm]');
    expect(triggerOf(transition('open', 'doneState'))).toBe('done');
  });

  it('keeps a targetless transition as a label with its actions', () => {
    expect(transitionText(transition('closed', 'on', 1))).toBe('door.knock / greet');
  });

  it('wraps long action lists and moves a long guard to its own line', () => {
    const long = {
      ...transition('closed', 'on'),
      guard: 'isTheVeryLongGuardNameThatDoesNotFitBesideTheEvent',
      actions: [
        'rememberMember',
        'closeModals',
        'goHome',
        'runFirstLoginAction',
        'forgetFirstLogin',
      ],
    };
    const lines = transitionLines(long);
    expect(lines[0]).toBe('door.open');
    expect(lines[1]).toBe('[isTheVeryLongGuardNameThatDoesNotFitBesideTheEvent]');
    expect(lines.slice(2).join(' ')).toBe(
      '/ rememberMember, closeModals, goHome, runFirstLoginAction, forgetFirstLogin',
    );
    expect(lines.length).toBeGreaterThan(3);
  });
});
