import { describe, expect, it } from 'vitest';
import type { ReplayFrame } from './path-replay.ts';
import {
  currentFrame,
  initialReplayState,
  replayReducer,
  type ReplayAction,
} from './replay-state.ts';

const frame = (name: string): ReplayFrame => ({
  name,
  eventType: name,
  expectedKey: name,
  actualKey: name,
  status: 'active',
  active: [],
  taken: [],
});

const run = (...actions: ReplayAction[]) => actions.reduce(replayReducer, initialReplayState);

const load: ReplayAction = {
  type: 'load',
  pathName: 'p',
  frames: [frame('xstate.init'), frame('a'), frame('b')],
};

describe('replay controls', () => {
  it('steps forward and back within the path', () => {
    expect(currentFrame(run(load, { type: 'step' }))?.name).toBe('a');
    expect(run(load, { type: 'step' }, { type: 'step' }, { type: 'step' }).index).toBe(2);
    expect(run(load, { type: 'back' }).index).toBe(0);
    expect(run(load, { type: 'step' }, { type: 'step' }, { type: 'reset' }).index).toBe(0);
  });

  it('plays to the end and stops there; play at the end starts over', () => {
    const playing = run(load, { type: 'play' }, { type: 'tick' });
    expect(playing).toMatchObject({ index: 1, playing: true });
    const done = replayReducer(playing, { type: 'tick' });
    expect(done).toMatchObject({ index: 2, playing: false });
    expect(replayReducer(done, { type: 'play' })).toMatchObject({ index: 0, playing: true });
  });

  it('a step or a new path stops playing; nothing plays without a path', () => {
    expect(run(load, { type: 'play' }, { type: 'step' }).playing).toBe(false);
    expect(run(load, { type: 'play' }, load)).toMatchObject({ index: 0, playing: false });
    expect(run({ type: 'play' }).playing).toBe(false);
  });
});
