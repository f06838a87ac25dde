import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { FlowEntry } from '@his/machines/flows';
import { activeStateIds, transitionIdOf } from '@his/machines/flows/ids';
import { createTestActor, deliver, planModelTests, type ModelPath } from '@his/machines/testing';

/** The machine after one step of a path: what the diagram highlights and the step list shows. */
export interface ReplayFrame {
  /** Case name of the event (`xstate.init` for the start). */
  name: string;
  eventType: string;
  expectedKey: string;
  /** The abstract key of the snapshot the replay reached. */
  actualKey: string;
  status: string;
  /** Every active state node id, parents first. */
  active: string[];
  /** Ids of the transitions this step took, in order (`always` ones included). */
  taken: string[];
}

/** A path the viewer offers, with a label a person can search. */
export interface ReplayPath {
  path: ModelPath;
  label: string;
}

/**
 * The flow's generated paths, exactly as the unit model tests generate them (same spec, same
 * code), so a path seen here is a test that runs in CI.
 */
export const generateReplayPaths = (entry: FlowEntry): ReplayPath[] =>
  planModelTests(entry.model).paths.map((path) => ({ path, label: path.name }));

/**
 * Replays a path on a real actor (stubbed invokes, spied actions, simulated clock, as the unit
 * tests do) and records every frame up front: stepping back is then free and every frame is
 * deterministic.
 */
export const replayFrames = (entry: FlowEntry, path: ModelPath): ReplayFrame[] => {
  const handle = createTestActor(entry.machine, { input: path.input });
  // The initial snapshot (its eventless transitions included) is computed when the actor is
  // created, before anyone can subscribe: the handle's own record holds those.
  let taken: string[] = [...handle.taken];
  handle.actor.system.inspect((event: InspectionEvent) => {
    if (event.actorRef !== handle.actor || event.type !== '@xstate.microstep') return;
    taken.push(...event._transitions.map(transitionIdOf));
  });
  const frames: ReplayFrame[] = [];
  const record = (index: number) => {
    const step = path.steps[index];
    if (!step) return;
    const snapshot: AnyMachineSnapshot = handle.actor.getSnapshot();
    frames.push({
      name: step.name,
      eventType: step.event.type,
      expectedKey: step.expectedKey,
      actualKey: entry.model.stateKey(snapshot),
      status: snapshot.status,
      active: activeStateIds(snapshot),
      taken,
    });
    taken = [];
  };
  handle.actor.start();
  record(0);
  for (let index = 1; index < path.steps.length; index++) {
    const step = path.steps[index];
    if (step) deliver(handle, step.event);
    record(index);
  }
  handle.actor.stop();
  return frames;
};
