import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { __unsafe_getAllOwnEventDescriptors as handledEventTypes } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { FlowModel } from './flow-model.ts';

/** One step of a generated path: the event to deliver and the abstract key it must lead to. */
export interface ModelStep {
  /** Case name from the spec's alphabet (`xstate.init` for the first step). */
  name: string;
  event: AnyEventObject;
  expectedKey: string;
  /** `active`, `done` … of the traversal snapshot. */
  expectedStatus: string;
}

/** A generated path: start the machine with `input`, then deliver `steps[1..]`. */
export interface ModelPath {
  /** `[input] event → event → …`, unique within a spec. */
  name: string;
  inputName: string;
  input: unknown;
  steps: ModelStep[];
}

const initStepName = 'xstate.init';

/**
 * Drops every path whose event sequence is a prefix of a longer one: replaying the longer path
 * checks every state of the shorter one on the way.
 */
export const dropPrefixPaths = <T extends { steps: readonly { name: string }[] }>(
  paths: readonly T[],
): T[] => {
  const signature = (steps: readonly { name: string }[]) =>
    steps.map((step) => step.name).join('\u0000');
  const longestFirst = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const coveredPrefixes = new Set<string>();
  const kept: T[] = [];
  for (const path of longestFirst) {
    if (coveredPrefixes.has(signature(path.steps))) continue;
    kept.push(path);
    for (let length = 1; length <= path.steps.length; length++) {
      coveredPrefixes.add(signature(path.steps.slice(0, length)));
    }
  }
  return kept.sort((a, b) => a.steps.length - b.steps.length);
};

/**
 * Shortest paths with transition-aware vertices: the vertex of a snapshot is its abstract key
 * *plus the event and the previous key that produced it*, so every abstract edge becomes a
 * path end and every transition the alphabet can trigger is walked (plain state keys give one
 * path per state and miss most transitions). Only events some active state handles are
 * explored: an event whose guards all refuse still yields a path (proving it changes nothing),
 * while events no state listens to would only multiply paths.
 */
export const generatePaths = <TMachine extends AnyStateMachine>(
  spec: FlowModel<TMachine>,
): ModelPath[] => {
  // The spec's callbacks use method syntax, so a typed spec widens to the loose one the
  // traversal works with (it hands over snapshots of this very machine).
  const loose: FlowModel<AnyStateMachine> = spec;
  const logic = loose.machine;
  const key = (snapshot: AnyMachineSnapshot): string => loose.stateKey(snapshot);
  const names = new Map<string, string>();
  for (const [name, event] of Object.entries(spec.events)) {
    const serialized = JSON.stringify(event);
    const clash = names.get(serialized);
    if (clash !== undefined)
      throw new Error(
        `events "${clash}" and "${name}" serialise alike; give them distinct payloads`,
      );
    names.set(serialized, name);
  }
  const nameOf = (event: AnyEventObject): string => names.get(JSON.stringify(event)) ?? event.type;
  const alphabet: AnyEventObject[] = Object.values(spec.events);

  return Object.entries(spec.inputs).flatMap(([inputName, input]) => {
    const statePaths = getShortestPaths(logic, {
      input,
      events: alphabet,
      filterEvents: (snapshot, event) => handledEventTypes(snapshot).includes(event.type),
      serializeState: (snapshot, event, previous) =>
        event === undefined || previous === undefined
          ? key(snapshot)
          : `${key(snapshot)} <- ${nameOf(event)} <- ${key(previous)}`,
      limit: spec.limit ?? 50_000,
    });
    const paths = statePaths.map((statePath): ModelPath => {
      const steps = statePath.steps.map((step, index): ModelStep => ({
        name: index === 0 ? initStepName : nameOf(step.event),
        event: step.event,
        expectedKey: key(step.state),
        expectedStatus: step.state.status,
      }));
      const title = steps
        .slice(1)
        .map((step) => step.name)
        .join(' → ');
      return { name: `[${inputName}] ${title || initStepName}`, inputName, input, steps };
    });
    const kept = dropPrefixPaths(paths);
    if (kept.length > spec.maxPaths)
      throw new Error(
        `${spec.machine.id} [${inputName}]: ${kept.length} paths exceed the cap of ${spec.maxPaths}; coarsen stateKey or raise maxPaths deliberately`,
      );
    return kept;
  });
};
