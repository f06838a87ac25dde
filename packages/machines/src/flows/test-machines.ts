import { setup } from 'xstate';

/**
 * Hand-made machine for the flows tests: parallel regions, shallow and deep history, a final
 * state with `onDone`, a named delay, tags and meta.
 */
export const playerMachine = setup({
  types: { events: {} as { type: 'media.play' } | { type: 'media.pause' } | { type: 'media.end' } },
  actions: { logStart: () => {}, logStop: () => {}, showEnd: () => {} },
  delays: { idle: 60_000 },
}).createMachine({
  id: 'player',
  description: 'A media player.',
  type: 'parallel',
  states: {
    playback: {
      description: 'Playing or paused.',
      initial: 'paused',
      states: {
        paused: {
          description: 'Stopped where it was.',
          tags: ['idle'],
          meta: { ui: { testId: 'paused' }, audit: { note: 'n' } },
          on: { 'media.play': { target: 'playing', description: 'Play.' } },
          after: { idle: { target: 'ended', description: 'Idle too long.' } },
        },
        playing: {
          description: 'Sound comes out.',
          entry: 'logStart',
          exit: ['logStop'],
          on: {
            'media.pause': { target: 'paused', description: 'Pause.' },
            'media.end': { target: 'ended', description: 'The track ends.' },
          },
        },
        ended: { description: 'The end.', type: 'final' },
        last: { description: 'Back where it was.', type: 'history' },
        lastDeep: { description: 'Back deep.', type: 'history', history: 'deep' },
      },
      onDone: { actions: 'showEnd', description: 'Show the end screen.' },
    },
    volume: {
      description: 'The volume.',
      initial: 'normal',
      states: { normal: { description: 'Normal volume.' } },
    },
  },
});
