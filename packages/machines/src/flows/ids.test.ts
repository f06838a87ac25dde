import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { activeStateIds, flowIdOf, transitionIdOf } from './ids.ts';
import { normaliseMachine } from './normalise.ts';
import { playerMachine } from './test-machines.ts';

describe('flow ids', () => {
  it('lists every active state node of a parallel snapshot, parents first, root excluded', () => {
    const actor = createActor(playerMachine).start();
    expect(activeStateIds(actor.getSnapshot())).toEqual([
      'player.playback',
      'player.playback.paused',
      'player.volume',
      'player.volume.normal',
    ]);
    actor.send({ type: 'media.play' });
    expect(activeStateIds(actor.getSnapshot())).toContain('player.playback.playing');
    actor.stop();
  });

  it('names a taken transition as the normalised description does', () => {
    const taken: string[] = [];
    const actor = createActor(playerMachine, {
      inspect: (event) => {
        if (event.type === '@xstate.microstep')
          taken.push(...event._transitions.map(transitionIdOf));
      },
    }).start();
    actor.send({ type: 'media.play' });
    actor.send({ type: 'media.end' });
    const known = new Set(normaliseMachine(playerMachine).transitions.map((t) => t.id));
    expect(taken).toEqual([
      'player.playback.paused|media.play|0',
      'player.playback.playing|media.end|0',
      'player.playback|xstate.done.state.player.playback|0',
    ]);
    expect(taken.every((id) => known.has(id))).toBe(true);
    actor.stop();
  });

  it('tells the flow of a state or transition id', () => {
    expect(flowIdOf('session.loggedIn.idle')).toBe('session');
    expect(flowIdOf('smsCountdown|always|0')).toBe('smsCountdown');
  });
});
