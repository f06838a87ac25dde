import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

/** Completion of an invoked actor, as xstate delivers it (`onDone` reads `output`). */
export interface DoneActorEvent {
  type: `xstate.done.actor.${string}`;
  output: unknown;
}

/** Failure of an invoked actor, as xstate delivers it (`onError` reads `error`). */
export interface ErrorActorEvent {
  type: `xstate.error.actor.${string}`;
  error: unknown;
}

/** Expiry of a named delay: `xstate.after.<delay>.<state id>`. */
export interface AfterEvent {
  type: `xstate.after.${string}`;
}

/** Events xstate raises itself; graph traversal needs them listed to explore actors and timers. */
export type SyntheticEvent = DoneActorEvent | ErrorActorEvent | AfterEvent;

/** A property that must hold after every step of every path. */
export interface Invariant<TMachine extends AnyStateMachine> {
  name: string;
  holds(snapshot: SnapshotFrom<TMachine>): boolean;
}

/** A transition the paths cannot take, with the reason an auditor can check. */
export interface Waiver {
  /** Transition id as {@link listTransitions} prints it: `<state id>|<event>|<index>`. */
  transition: string;
  reason: string;
}

/**
 * Everything the model-based tooling needs to know about one machine. One per flow, in
 * `src/<flow>/<flow>.test-spec.ts`.
 */
export interface FlowModel<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Named inputs; paths are generated from each (a machine without input: `{ default: undefined }`). */
  inputs: Record<string, InputFrom<TMachine>>;
  /**
   * The full event alphabet, keyed by a readable case name used in test titles. Graph
   * traversal only explores what is listed here, so it includes every payload case (valid and
   * invalid) and the synthetic done/error/after events. Payloads must be plain JSON (an `Error`
   * instance serialises to `{}`).
   */
  events: Record<string, EventFromLogic<TMachine> | SyntheticEvent>;
  /**
   * Abstract state key: the state value plus a few booleans or capped counters. Too fine and the
   * path count explodes; too coarse and distinct situations merge.
   */
  stateKey(snapshot: SnapshotFrom<TMachine>): string;
  invariants: Invariant<TMachine>[];
  waivers: Waiver[];
  /** Generation fails beyond this many paths per input, so a key change cannot silently explode. */
  maxPaths: number;
  /** Traversal iteration limit (xstate throws beyond it). Default 50 000. */
  limit?: number;
}

export const doneEvent = (invokeId: string, output: unknown): DoneActorEvent => ({
  type: `xstate.done.actor.${invokeId}`,
  output,
});

export const errorEvent = (invokeId: string, error: unknown): ErrorActorEvent => ({
  type: `xstate.error.actor.${invokeId}`,
  error,
});

export const afterEvent = (delay: string, stateId: string): AfterEvent => ({
  type: `xstate.after.${delay}.${stateId}`,
});

/** Helper for {@link FlowModel.stateKey}: the state value plus abstract facts. */
export const abstractKey = (
  value: unknown,
  facts: Record<string, boolean | number | string | null> = {},
): string => JSON.stringify({ value, ...facts });
