import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '@his/shared/schemas/member';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import { loginValue, trialMember } from '../testing/fixtures.ts';
import { freePlayMachine } from './free-play.machine.ts';

type Answer<T> = T | { code: string };
const settle = <T>(answer: Answer<T>): Promise<T> =>
  typeof answer === 'object' && answer !== null && 'code' in answer
    ? Promise.reject(answer)
    : Promise.resolve(answer);

const start = (freePlay: Answer<LoginPublicValue>[], member: Answer<MemberInfo> = trialMember) => {
  const calls = { freePlay: 0, loadMember: 0 };
  const machine = freePlayMachine.provide({
    actors: {
      freePlay: fromPromise<LoginPublicValue>(() => {
        calls.freePlay += 1;
        return settle(freePlay[Math.min(calls.freePlay, freePlay.length) - 1] ?? loginValue());
      }),
      loadMember: fromPromise<MemberInfo>(() => {
        calls.loadMember += 1;
        return settle(member);
      }),
    },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('submitting'));
  return { actor, calls, settled };
};

describe('freePlay', () => {
  it('waits for the button, then logs a trial account in and ends with its member', async () => {
    const { actor, calls } = start([loginValue()]);
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(calls.freePlay).toBe(0);
    actor.send({ type: 'freeplay.start' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    await expect(toPromise(actor)).resolves.toEqual({ member: trialMember });
    expect(calls).toEqual({ freePlay: 1, loadMember: 1 });
  });

  it('shows the code of a refused start and retries on the next press', async () => {
    const { actor, calls, settled } = start([{ code: 'function.not.available' }, loginValue()]);
    actor.send({ type: 'freeplay.start' });
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('function.not.available');
    expect(calls.loadMember).toBe(0);

    actor.send({ type: 'freeplay.start' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await expect(toPromise(actor)).resolves.toEqual({ member: trialMember });
    expect(calls.freePlay).toBe(2);
  });

  it('fails with the code when member info cannot load', async () => {
    const { actor, settled } = start([loginValue()], { code: 'system.busy' });
    actor.send({ type: 'freeplay.start' });
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('system.busy');
  });
});
