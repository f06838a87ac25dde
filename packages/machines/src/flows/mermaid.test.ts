import { describe, expect, it } from 'vitest';
import { sampleMachine } from '../testing/sample.machine.ts';
import { toMermaid } from './mermaid.ts';
import { normaliseMachine } from './normalise.ts';
import { playerMachine } from './test-machines.ts';

describe('toMermaid', () => {
  it('draws parallel regions, initial, final and history states and a delay in seconds', () => {
    expect(toMermaid(normaliseMachine(playerMachine))).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> player',
        '  state "player" as player',
        '  state player {',
        '    state "playback" as player_playback',
        '    state player_playback {',
        '      [*] --> player_playback_paused',
        '      state "paused" as player_playback_paused',
        '      state "playing" as player_playback_playing',
        '      state "ended" as player_playback_ended',
        '      state "H" as player_playback_last',
        '      state "H*" as player_playback_lastDeep',
        '      player_playback_ended --> [*]',
        '      player_playback_paused --> player_playback_playing : media.play',
        '      player_playback_paused --> player_playback_ended : after 60 s',
        '      player_playback_playing --> player_playback_paused : media.pause',
        '      player_playback_playing --> player_playback_ended : media.end',
        '    }',
        '    --',
        '    state "volume" as player_volume',
        '    state player_volume {',
        '      [*] --> player_volume_normal',
        '      state "normal" as player_volume_normal',
        '    }',
        '  }',
        '  player_playback --> player_playback : done / showEnd',
        '',
      ].join('\n'),
    );
  });

  it('labels guards, actions, always, done and error of invokes, and shows invoked actors', () => {
    const lines = toMermaid(normaliseMachine(sampleMachine)).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        '    sample_checking : invoke check',
        '    sample_editing --> sample_editing : code.submit [isBlank]',
        '    sample_checking --> sample_accepted : done check / notify',
        '    sample_checking --> sample_judging : error check / countFailure',
        '    sample_judging --> sample_locked : always [isLockedOut]',
        '    sample_judging --> sample_editing : always',
        '    sample_locked --> sample_editing : after 30 s / resetFailures',
      ]),
    );
  });
});
