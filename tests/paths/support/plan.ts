import { flows, type FlowEntry } from '@his/machines/flows';
import { activeStateIds, transitionIdOf } from '@his/machines/flows/ids';
import { normaliseMachine } from '@his/machines/flows/normalise';
import {
  createTestActor,
  delayOf,
  deliver,
  planModelTests,
  type ModelPath,
} from '@his/machines/testing';
import type { BoundStep, FlowBinding } from './binding.ts';

/** A path chosen for the browser, with every step's expectations from the Node replay. */
export interface BrowserPath {
  name: string;
  inputName: string;
  /** `xstate.init` first. */
  steps: BoundStep[];
  /** Transition ids the Node replay took anywhere on the path. */
  covers: string[];
}

export interface FlowPathPlan {
  flow: FlowEntry;
  /** Atomic state ids of the flow. */
  atomicStates: string[];
  /** Transition ids of the flow. */
  transitions: string[];
  selected: BrowserPath[];
  /** Transitions no runnable path takes in Node (the browser cannot be asked for them). */
  unreachable: string[];
}

const flowEntryOf = (flowId: string): FlowEntry => {
  const entry = flows.find((candidate) => candidate.id === flowId);
  if (!entry) throw new Error(`no flow "${flowId}" in @his/machines/flows`);
  return entry;
};

/**
 * Replays a path on a real actor in Node (stubbed invokes, simulated clock) and records, per
 * step, the atomic states active after it and every transition it took. The registry's own
 * replay keeps a set of transitions; the browser check needs them per step and with repeats.
 */
/** Transitions a new actor of the flow takes as it is created (its initial `always` ones). */
const initialTransitionsOf = (flow: FlowEntry, input: unknown): string[] => {
  const handle = createTestActor(flow.machine, { input });
  return [...handle.taken];
};

const boundStepsOf = (flow: FlowEntry, path: ModelPath): BoundStep[] => {
  const handle = createTestActor(flow.machine, { input: path.input });
  let current: string[] = [];
  handle.actor.system.inspect((event) => {
    if (event.type !== '@xstate.microstep' || event.actorRef !== handle.actor) return;
    current.push(...event._transitions.map(transitionIdOf));
  });
  const atomicAfter = (): string[] => {
    const active = activeStateIds(handle.actor.getSnapshot());
    return active.filter((id) => !active.some((other) => other.startsWith(`${id}.`)));
  };
  const steps: BoundStep[] = [];
  path.steps.forEach((step, index) => {
    current = [];
    if (index === 0) handle.actor.start();
    else deliver(handle, step.event);
    steps.push({
      index,
      name: step.name,
      event: step.event,
      expectedStates: atomicAfter(),
      transitions: current,
      delayMs: step.event.type.startsWith('xstate.after.')
        ? delayOf(flow.machine, step.event.type)
        : undefined,
    });
  });
  handle.actor.stop();
  return steps;
};

/**
 * How many leading steps of a path the site can run: it must start from an input the binding
 * accepts, and it stops before the first event without a binding (0: none at all).
 */
const boundLength = <TData>(binding: FlowBinding<TData>, path: ModelPath): number => {
  if (!binding.inputs.includes(path.inputName)) return 0;
  const unbound = path.steps.findIndex((step, index) => index > 0 && !binding.events[step.name]);
  return unbound === -1 ? path.steps.length : unbound;
};

const pathName = (inputName: string, steps: readonly BoundStep[]): string =>
  `[${inputName}] ${
    steps
      .slice(1)
      .map((step) => step.name)
      .join(' → ') || 'xstate.init'
  }`;

/**
 * Greedy set cover: repeatedly takes the path that adds the most transitions not yet covered
 * (the shorter one on a tie, so tests stay quick), until nothing new is added or `max` paths are
 * chosen. Exported for its unit test.
 */
const coverGreedily = <T extends { covers: readonly string[]; steps: readonly unknown[] }>(
  candidates: readonly T[],
  max: number,
): T[] => {
  const covered = new Set<string>();
  const chosen: T[] = [];
  const remaining = [...candidates];
  while (chosen.length < max) {
    let best: T | undefined;
    let bestGain = 0;
    for (const candidate of remaining) {
      const gain = new Set(candidate.covers.filter((id) => !covered.has(id))).size;
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && best && candidate.steps.length < best.steps.length)
      ) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    best.covers.forEach((id) => covered.add(id));
    remaining.splice(remaining.indexOf(best), 1);
  }
  return chosen;
};

/**
 * The browser paths of one flow: the registry's generated model paths from the inputs the site
 * starts from, each cut before its first unbound event or the first step `rejectPath` refuses,
 * then a greedy cover of their transitions bounded by `binding.maxTests`.
 */
export const planFlowPaths = <TData>(binding: FlowBinding<TData>): FlowPathPlan => {
  const flow = flowEntryOf(binding.flowId);
  const description = normaliseMachine(flow.machine);
  const plan = planModelTests(flow.model);
  const byName = new Map<string, BrowserPath>();
  for (const path of plan.paths) {
    // Paths are cut, not dropped, where the site cannot follow them: generation keeps only the
    // longest of paths sharing a prefix, so the prefix may be all the site can run. The cheap
    // cut comes before the Node replay, which is what costs with hundreds of paths.
    let length = boundLength(binding, path);
    if (length === 0) continue;
    const steps = boundStepsOf(flow, { ...path, steps: path.steps.slice(0, length) });
    while (length > 0 && binding.rejectPath?.(steps.slice(0, length), path.inputName)) length--;
    if (length === 0) continue;
    const kept = steps.slice(0, length);
    const name = pathName(path.inputName, kept);
    if (byName.has(name)) continue;
    byName.set(name, {
      name,
      inputName: path.inputName,
      steps: kept,
      // The initial state's `always` transitions run when the actor is created, before the
      // per-step observer: they count for the cover (the page takes them too) but are not
      // checked per step, as a binding may reach the flow's start another way (a login
      // standing in for a restored session).
      covers: [
        ...initialTransitionsOf(flow, path.input),
        ...kept.flatMap((step) => step.transitions),
      ],
    });
  }
  const runnable = [...byName.values()];
  const reachable = new Set(runnable.flatMap((path) => path.covers));
  return {
    flow,
    atomicStates: description.states
      .filter((state) => state.type === 'atomic')
      .map((state) => state.id),
    transitions: description.transitions.map((transition) => transition.id),
    selected: coverGreedily(runnable, binding.maxTests ?? 25),
    unreachable: description.transitions
      .map((transition) => transition.id)
      .filter((id) => !reachable.has(id)),
  };
};

/** Problems of a binding against its flow: unbound or unknown event cases and atomic states. */
export const bindingProblems = <TData>(
  binding: FlowBinding<TData>,
  atomicStates: readonly string[],
): string[] => {
  const flow = flowEntryOf(binding.flowId);
  const cases = Object.keys(flow.model.events);
  const problems: string[] = [];
  for (const name of cases) {
    const bound = binding.events[name] !== undefined;
    const waived = binding.waivers.events[name] !== undefined;
    if (!bound && !waived) problems.push(`event "${name}": no binding and no waiver`);
    if (bound && waived) problems.push(`event "${name}": both bound and waived`);
  }
  for (const name of [...Object.keys(binding.events), ...Object.keys(binding.waivers.events)]) {
    if (!cases.includes(name)) problems.push(`event "${name}": not in the flow's alphabet`);
  }
  for (const id of atomicStates) {
    const bound = binding.states[id] !== undefined;
    const waived = binding.waivers.states[id] !== undefined;
    if (!bound && !waived) problems.push(`state "${id}": no binding and no waiver`);
    if (bound && waived) problems.push(`state "${id}": both bound and waived`);
  }
  for (const id of [...Object.keys(binding.states), ...Object.keys(binding.waivers.states)]) {
    if (!atomicStates.includes(id)) problems.push(`state "${id}": not an atomic state of the flow`);
  }
  const inputs = Object.keys(flow.model.inputs);
  for (const name of binding.inputs) {
    if (!inputs.includes(name)) problems.push(`input "${name}": not an input of the flow's spec`);
  }
  return problems;
};
