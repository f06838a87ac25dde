import type { LiveMessage, MaskedContext } from '@/lib/flow-inspection.ts';

type SnapshotMessage = Extract<LiveMessage, { type: 'snapshot' }>;

/** One running actor of a site tab, as last seen. */
export interface LiveActor {
  /** `<tab>/<actor session id>`. */
  key: string;
  tab: string;
  actor: string;
  flowId: string;
  active: string[];
  transitions: string[];
  event: string;
  context: MaskedContext;
  at: number;
  /** Arrival order: the newest actor is the one that changed last. */
  seq: number;
  stopped: boolean;
}

/** One line of the event log. */
interface LiveLogEntry {
  seq: number;
  tab: string;
  actor: string;
  flowId: string;
  /** Empty for the snapshot a tab sends when the viewer says hello. */
  event: string;
  active: string[];
  context: MaskedContext;
  at: number;
}

export interface LiveState {
  actors: Record<string, LiveActor>;
  /** Newest first, at most {@link logLimit} entries. */
  log: LiveLogEntry[];
  seq: number;
}

/** The log keeps the latest events only: a viewer left open all day must not grow. */
export const logLimit = 200;

export const initialLiveState: LiveState = { actors: {}, log: [], seq: 0 };

const isSnapshot = (message: LiveMessage): message is SnapshotMessage =>
  message.type === 'snapshot';

const sameStates = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** Folds one channel message into what the live panel shows. */
export const liveReducer = (state: LiveState, message: LiveMessage): LiveState => {
  if (message.type === 'hello') return state;
  const key = `${message.tab}/${message.actor}`;
  if (!isSnapshot(message)) {
    const actor = state.actors[key];
    if (!actor) return state;
    return { ...state, actors: { ...state.actors, [key]: { ...actor, stopped: true } } };
  }
  const known = state.actors[key];
  // The answer to a repeated hello: the same states again, not something that happened.
  if (message.event === '' && known && !known.stopped && sameStates(known.active, message.active)) {
    return state;
  }
  const seq = state.seq + 1;
  const { tab, actor, flowId, active, transitions, event, context, at } = message;
  return {
    seq,
    actors: {
      ...state.actors,
      [key]: {
        key,
        tab,
        actor,
        flowId,
        active,
        transitions,
        event,
        context,
        at,
        seq,
        stopped: false,
      },
    },
    log: [{ seq, tab, actor, flowId, event, active, context, at }, ...state.log].slice(0, logLimit),
  };
};

/**
 * The actor whose states the diagram shows: the running actor of this flow that changed last,
 * so a login in another tab wins over the viewer tab's own idle session.
 */
export const newestActorOf = (state: LiveState, flowId: string): LiveActor | undefined =>
  Object.values(state.actors)
    .filter((actor) => actor.flowId === flowId && !actor.stopped)
    .reduce<LiveActor | undefined>(
      (newest, actor) => (!newest || actor.seq > newest.seq ? actor : newest),
      undefined,
    );

/** The deepest active states (no active child): what a person calls "the state". */
export const leafStates = (active: readonly string[]): string[] =>
  active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)));
