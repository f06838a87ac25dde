import { createActor, fromPromise, waitFor, type InspectedMicrostepEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createTestActor, deliver } from './replay.ts';
import { sampleMachine } from './sample.machine.ts';

/**
 * Pins the undocumented xstate behaviour the tooling relies on (xstate is pinned at 5.33.3):
 * re-check these when upgrading.
 */
describe('xstate internals the tooling relies on', () => {
  it('@xstate.microstep events carry _transitions with source node and event type, always included', async () => {
    const microsteps: InspectedMicrostepEvent[] = [];
    const machine = sampleMachine.provide({
      actors: { check: fromPromise(() => Promise.reject(new Error('wrong'))) },
    });
    const actor = createActor(machine, {
      inspect: (event) => {
        if (event.type === '@xstate.microstep') microsteps.push(event);
      },
    }).start();
    actor.send({ type: 'code.submit', code: '1234' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    const transitions = microsteps.flatMap((event) =>
      event._transitions.map((t) => `${t.source.id}|${t.eventType}`),
    );
    expect(transitions).toEqual([
      'sample.editing|code.submit',
      'sample.checking|xstate.error.actor.check',
      'sample.judging|',
    ]);
    expect(microsteps.every((event) => Array.isArray(event._transitions))).toBe(true);
  });

  it('a real actor takes synthetic done events (with output) sent from outside', () => {
    const { actor } = createTestActor(sampleMachine);
    actor.start();
    actor.send({ type: 'code.submit', code: '1' });
    actor.send({ type: 'xstate.done.actor.check', output: true });
    expect(actor.getSnapshot().value).toBe('accepted');
  });

  it('a named delay fires on the simulated clock, not before', () => {
    const handle = createTestActor(sampleMachine);
    const { actor, clock } = handle;
    actor.start();
    for (let i = 0; i < 2; i++) {
      actor.send({ type: 'code.submit', code: '1' });
      actor.send({ type: 'xstate.error.actor.check', error: { code: 'wrong' } });
    }
    expect(actor.getSnapshot().value).toBe('locked');
    clock.increment(29_999);
    expect(actor.getSnapshot().value).toBe('locked');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(handle.received).toContain('xstate.after.lockout.sample.locked');
  });

  it('deliver() advances the clock for an after event instead of sending it', () => {
    const handle = createTestActor(sampleMachine);
    handle.actor.start();
    for (let i = 0; i < 2; i++) {
      deliver(handle, { type: 'code.submit', code: '1' });
      deliver(handle, { type: 'xstate.error.actor.check', error: { code: 'wrong' } });
    }
    deliver(handle, { type: 'xstate.after.lockout.sample.locked' });
    expect(handle.clock.now()).toBe(30_000);
    expect(handle.actor.getSnapshot().value).toBe('editing');
    expect(handle.taken.has('sample.locked|xstate.after.lockout.sample.locked|0')).toBe(true);
  });

  it('stubs never settle and side-effect actions are recorded, not run', async () => {
    const handle = createTestActor(sampleMachine);
    handle.actor.start();
    handle.actor.send({ type: 'code.submit', code: '1' });
    await Promise.resolve();
    expect(handle.actor.getSnapshot().value).toBe('checking');
    handle.actor.send({ type: 'xstate.done.actor.check', output: true });
    expect(handle.calls).toEqual([{ action: 'notify', params: undefined }]);
  });
});
