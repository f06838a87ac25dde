import type { ActionDispatch } from 'react';
import { Suspense, use, useEffect, useId, useMemo, useState } from 'react';
import type { FlowEntry } from '@his/machines/flows';
import { leafStates } from '../lib/live-state.ts';
import type { ReplayPath, ReplayFrame } from '../lib/path-replay.ts';
import type { ReplayAction, ReplayState } from '../lib/replay-state.ts';
import { stateLabel } from '../lib/transition-text.ts';
import styles from './overlay-panels.module.css';

interface ReplayPanelProps {
  entry: FlowEntry;
  replay: ReplayState;
  dispatch: ActionDispatch<[ReplayAction]>;
}

interface LoadedPaths {
  paths: ReplayPath[];
  replayFrames: (entry: FlowEntry, path: ReplayPath['path']) => ReplayFrame[];
}

/** Path generation (xstate/graph) is its own chunk, loaded when a reader opens the replay. */
const loaded = new Map<string, Promise<LoadedPaths>>();
const loadPaths = (entry: FlowEntry): Promise<LoadedPaths> => {
  let paths = loaded.get(entry.id);
  if (!paths) {
    paths = import('../lib/path-replay.ts').then((replay) => ({
      paths: replay.generateReplayPaths(entry),
      replayFrames: replay.replayFrames,
    }));
    loaded.set(entry.id, paths);
  }
  return paths;
};

/** The select lists at most this many matches: a browser's listbox stalls on thousands. */
const listLimit = 200;
/** Play shows one step per interval. */
const playIntervalMs = 900;

const PathPicker = ({ entry, replay, dispatch }: ReplayPanelProps) => {
  const { paths, replayFrames } = use(loadPaths(entry));
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const selectId = useId();
  const matches = useMemo(() => {
    const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
    return paths.filter(({ label }) => words.every((word) => label.toLowerCase().includes(word)));
  }, [paths, filter]);
  const pick = (name: string) => {
    const chosen = paths.find((path) => path.label === name);
    if (chosen)
      dispatch({ type: 'load', pathName: name, frames: replayFrames(entry, chosen.path) });
  };
  return (
    <div className={styles.picker}>
      <label htmlFor={filterId}>Find a path</label>
      <input
        id={filterId}
        type="search"
        value={filter}
        placeholder="event or input name…"
        onChange={(event) => setFilter(event.target.value)}
      />
      <label htmlFor={selectId}>
        Generated path{' '}
        <span className={styles.muted}>
          ({matches.length === paths.length ? paths.length : `${matches.length} of ${paths.length}`}
          {matches.length > listLimit && `, first ${listLimit} shown`})
        </span>
      </label>
      <select
        id={selectId}
        size={6}
        value={replay.pathName ?? ''}
        onChange={(event) => pick(event.target.value)}
        className={styles.select}
      >
        {matches.slice(0, listLimit).map(({ label }) => (
          <option key={label} value={label} title={label}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
};

const StepList = ({ entry, replay, dispatch }: ReplayPanelProps) => (
  <ol className={styles.steps} aria-label="Steps of the path">
    {replay.frames.map((frame, index) => (
      <li key={`${index}:${frame.name}`} aria-current={index === replay.index ? 'step' : undefined}>
        <button type="button" onClick={() => dispatch({ type: 'goto', index })}>
          <span className={styles.stepNumber}>{index + 1}</span>
          <span className={styles.stepEvent}>{frame.name}</span>
          <span className={styles.stepKey} title={frame.actualKey}>
            →{' '}
            {leafStates(frame.active)
              .map((id) => stateLabel(entry.id, id))
              .join(', ') || frame.status}
            {frame.actualKey !== frame.expectedKey && (
              <span className={styles.mismatch}> (expected {frame.expectedKey})</span>
            )}
          </span>
        </button>
      </li>
    ))}
  </ol>
);

/**
 * Path replay: pick one of the flow's generated test paths and step through it on a real actor
 * (stubbed invokes, simulated clock) while the diagram shows the active states.
 */
export const ReplayPanel = (props: ReplayPanelProps) => {
  const { replay, dispatch } = props;
  useEffect(() => {
    if (!replay.playing) return undefined;
    const timer = setInterval(() => dispatch({ type: 'tick' }), playIntervalMs);
    return () => clearInterval(timer);
  }, [replay.playing, dispatch]);
  const ready = replay.frames.length > 0;
  return (
    <section className={styles.panel} aria-labelledby="replay-title">
      <h2 id="replay-title" className={styles.title}>
        Path replay
      </h2>
      <Suspense fallback={<p role="status">Generating the flow’s test paths…</p>}>
        <PathPicker {...props} />
      </Suspense>
      <div className={styles.controls} role="toolbar" aria-label="Replay controls">
        <button type="button" disabled={!ready} onClick={() => dispatch({ type: 'back' })}>
          ◀ Back
        </button>
        <button type="button" disabled={!ready} onClick={() => dispatch({ type: 'step' })}>
          Step ▶
        </button>
        <button type="button" disabled={!ready} onClick={() => dispatch({ type: 'reset' })}>
          Reset
        </button>
        <button
          type="button"
          disabled={!ready}
          onClick={() => dispatch({ type: replay.playing ? 'pause' : 'play' })}
        >
          {replay.playing ? 'Pause' : 'Play'}
        </button>
      </div>
      {ready && (
        <p className={styles.muted} aria-live="polite">
          Step {replay.index + 1} of {replay.frames.length}
        </p>
      )}
      {ready && <StepList {...props} />}
    </section>
  );
};
