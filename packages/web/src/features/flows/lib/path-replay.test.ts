import { describe, expect, it } from 'vitest';
import { flows } from '@his/machines/flows';
import { generateReplayPaths, replayFrames } from './path-replay.ts';

const session = flows.find((flow) => flow.id === 'session');

describe('path replay', () => {
  it('replays a generated path with the active states and transitions of each step', () => {
    if (!session) throw new Error('session flow missing');
    const paths = generateReplayPaths(session);
    const login = paths.find(({ path }) =>
      path.steps.some((step) => step.event.type === 'xstate.done.actor.loadMember'),
    );
    if (!login) throw new Error('no path through loadMember');
    const frames = replayFrames(session, login.path);

    expect(frames).toHaveLength(login.path.steps.length);
    expect(frames[0]?.active).toContain('session.visitor.form.idle');
    // The start takes the eventless `restoring → visitor` branch.
    expect(frames[0]?.taken).toContain('session.restoring|always|1');
    expect(frames.at(-1)?.active).not.toEqual(frames[0]?.active);
    // Every frame reached the key the model expected: the same replay as the unit tests.
    frames.forEach((frame) => expect(frame.actualKey).toBe(frame.expectedKey));
    expect(frames.slice(1).every((frame) => frame.taken.length > 0)).toBe(true);
  });
});
