import {
  createActor,
  fromPromise,
  SimulatedClock,
  type Actor,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import { activeStateIds, transitionIdOf } from '../flows/ids.ts';
import type { FlowModel } from './flow-model.ts';
import type { ModelPath, ModelStep } from './generate-paths.ts';

/** A call of a side-effect action, recorded instead of run. */
export interface RecordedCall {
  action: string;
  params: unknown;
}

/** A started-or-not actor of the machine under test, with everything a test needs to observe it. */
export interface TestActorHandle {
  actor: Actor<AnyStateMachine>;
  clock: SimulatedClock;
  /** Side-effect actions in the order they ran. */
  calls: RecordedCall[];
  /** Ids ({@link transitionIdOf}) of every transition the actor took, `always` ones included. */
  taken: Set<string>;
  /**
   * Ids ({@link activeStateIds}) of every state node that was active at some point, transient
   * ones (left at once by an `always` transition) included.
   */
  visited: Set<string>;
  /** Types of the events the actor received, in order (timers included). */
  received: string[];
}

export interface TestActorOptions {
  input?: unknown;
  /** Actor logic to use instead of the never-settling stub, by actor name. */
  actors?: Record<string, AnyActorLogic>;
}

/** Never settles: the test, not the actor, decides how an invoked call ends. */
const pendingForever = fromPromise(() => new Promise<never>(() => {}));

/** xstate's built-in actions (assign, raise …) carry a `resolve` function; side effects do not. */
const isBuiltInAction = (action: unknown): boolean =>
  typeof action === 'function' && 'resolve' in action && typeof action.resolve === 'function';

/** Ids of a state node and its ancestors, the root excluded (as {@link activeStateIds}). */
const sourceAndAncestors = (node: AnyStateNode): string[] =>
  node.parent === undefined ? [] : [node.id, ...sourceAndAncestors(node.parent)];

/**
 * Creates (does not start) an actor of the machine with every invoked actor replaced by a
 * never-settling stub (unless `options.actors` supplies one), every side-effect action replaced
 * by a recording spy, a {@link SimulatedClock}, and an inspector that records the transitions
 * taken. Built-in actions such as `assign` stay real.
 */
export const createTestActor = (
  machine: AnyStateMachine,
  options: TestActorOptions = {},
): TestActorHandle => {
  const calls: RecordedCall[] = [];
  const taken = new Set<string>();
  const visited = new Set<string>();
  const received: string[] = [];
  const { actions, actors } = machine.implementations;
  const spies = Object.fromEntries(
    Object.entries(actions)
      .filter(([, action]) => !isBuiltInAction(action))
      .map(([name]) => [
        name,
        (_args: unknown, params: unknown) => {
          calls.push({ action: name, params });
        },
      ]),
  );
  const stubs = Object.fromEntries(
    Object.keys(actors).map((name) => [name, options.actors?.[name] ?? pendingForever]),
  );
  const clock = new SimulatedClock();
  const visit = (snapshot: AnyMachineSnapshot) => {
    activeStateIds(snapshot).forEach((id) => visited.add(id));
  };
  const inspect = (event: InspectionEvent) => {
    // Only the machine under test: its rootId is its own session id.
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === '@xstate.microstep') {
      event._transitions.forEach((transition) => {
        taken.add(transitionIdOf(transition));
        // A transient state is never active in a snapshot an inspector sees, but it was the
        // source of the `always` transition that left it (and its ancestors were active too).
        sourceAndAncestors(transition.source).forEach((id) => visited.add(id));
      });
      visit(event.snapshot as AnyMachineSnapshot);
    }
    if (event.type === '@xstate.event') received.push(event.event.type);
  };
  const provided = machine.provide({ actions: spies, actors: stubs });
  const actor = createActor(provided, { input: options.input, clock, inspect });
  // The initial state is entered without a microstep event: read it from the first snapshot.
  visit(actor.getSnapshot());
  // An actor error must show up as a status in the step report, not as an unhandled rejection.
  actor.subscribe({ error: () => {} });
  return { actor, clock, calls, taken, visited, received };
};

/** Milliseconds of the delay named in `xstate.after.<delay>.<state id>`, if it is a number. */
export const delayOf = (machine: AnyStateMachine, eventType: string): number | undefined => {
  const delay = eventType.split('.')[2] ?? '';
  const named: unknown = machine.implementations.delays[delay];
  if (typeof named === 'number') return named;
  return /^\d+$/.test(delay) ? Number(delay) : undefined;
};

/**
 * Delivers one path event. An `xstate.after.*` event advances the simulated clock by its delay,
 * so the real timer fires; it is sent directly only when the timer did not fire (the delay is
 * not a plain number, or no timer was running).
 */
export const deliver = (handle: TestActorHandle, event: AnyEventObject): void => {
  const ms = event.type.startsWith('xstate.after.')
    ? delayOf(handle.actor.logic, event.type)
    : undefined;
  if (ms !== undefined) {
    const before = handle.received.length;
    handle.clock.increment(ms);
    if (handle.received.slice(before).includes(event.type)) return;
  }
  handle.actor.send(event);
};

/** What happened at one step of a replayed path. */
export interface StepReport {
  name: string;
  expectedKey: string;
  actualKey: string;
  expectedStatus: string;
  status: string;
  brokenInvariants: string[];
}

export interface ReplayReport {
  steps: StepReport[];
  taken: Set<string>;
  visited: Set<string>;
  calls: RecordedCall[];
}

/**
 * Replays a generated path on a real actor (stubbed actors, spied actions, simulated clock),
 * recording after every step the abstract key, the actor status and the broken invariants.
 */
export const replayPath = <TMachine extends AnyStateMachine>(
  spec: FlowModel<TMachine>,
  path: ModelPath,
): ReplayReport => {
  const loose: FlowModel<AnyStateMachine> = spec;
  const handle = createTestActor(loose.machine, { input: path.input });
  const steps: StepReport[] = [];
  const check = ({ name, expectedKey, expectedStatus }: ModelStep) => {
    const snapshot = handle.actor.getSnapshot();
    steps.push({
      name,
      expectedKey,
      expectedStatus,
      actualKey: loose.stateKey(snapshot),
      status: snapshot.status,
      brokenInvariants: loose.invariants
        .filter((invariant) => !invariant.holds(snapshot))
        .map((invariant) => invariant.name),
    });
  };
  handle.actor.start();
  path.steps.forEach((step, index) => {
    if (index > 0) deliver(handle, step.event);
    check(step);
  });
  handle.actor.stop();
  return { steps, taken: handle.taken, visited: handle.visited, calls: handle.calls };
};
