import type { ReplayFrame } from './path-replay.ts';

/** The replay overlay: the chosen path's frames and where the reader is on it. */
export interface ReplayState {
  pathName: string | null;
  frames: ReplayFrame[];
  index: number;
  playing: boolean;
}

export type ReplayAction =
  | { type: 'load'; pathName: string; frames: ReplayFrame[] }
  | { type: 'step' }
  | { type: 'back' }
  | { type: 'reset' }
  | { type: 'goto'; index: number }
  | { type: 'play' }
  | { type: 'pause' }
  /** A tick of Play: a step that stops playing at the last frame. */
  | { type: 'tick' };

export const initialReplayState: ReplayState = {
  pathName: null,
  frames: [],
  index: 0,
  playing: false,
};

const clampIndex = (state: ReplayState, index: number): number =>
  Math.max(0, Math.min(state.frames.length - 1, index));

const atEnd = (state: ReplayState): boolean => state.index >= state.frames.length - 1;

/** Step ▶, Back ◀, Reset and Play over precomputed frames: pure, so any order is safe. */
export const replayReducer = (state: ReplayState, action: ReplayAction): ReplayState => {
  switch (action.type) {
    case 'load':
      return { pathName: action.pathName, frames: action.frames, index: 0, playing: false };
    case 'step':
      return { ...state, index: clampIndex(state, state.index + 1), playing: false };
    case 'back':
      return { ...state, index: clampIndex(state, state.index - 1), playing: false };
    case 'reset':
      return { ...state, index: 0, playing: false };
    case 'goto':
      return { ...state, index: clampIndex(state, action.index), playing: false };
    case 'play':
      if (state.frames.length === 0) return state;
      // Play from the start again once the end was reached.
      return { ...state, index: atEnd(state) ? 0 : state.index, playing: true };
    case 'pause':
      return { ...state, playing: false };
    case 'tick': {
      if (!state.playing) return state;
      const index = clampIndex(state, state.index + 1);
      return { ...state, index, playing: index < state.frames.length - 1 };
    }
  }
};

export const currentFrame = (state: ReplayState): ReplayFrame | undefined =>
  state.frames[state.index];
