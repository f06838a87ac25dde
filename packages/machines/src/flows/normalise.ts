import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  implementationName,
  listStateNodes,
  listTransitions,
  stateActions,
  type TransitionKind,
} from '../testing/describe-machine.ts';
import { delayOf } from '../testing/replay.ts';

/** One invoked actor of a state: `xstate.done.actor.<id>` / `xstate.error.actor.<id>` end it. */
export interface FlowInvoke {
  id: string;
  /** The actor's name in `setup({ actors })`, or `(inline)`. */
  src: string;
}

/** One state node, as an auditor reads it. */
export interface FlowState {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Id of the parent state; `null` for the machine's root. */
  parent: string | null;
  /** Id of the child entered first (compound states only). */
  initial: string | null;
  /** `shallow` or `deep` for a history state, otherwise `null`. */
  history: 'shallow' | 'deep' | null;
  tags: string[];
  description: string | null;
  meta: unknown;
  entry: string[];
  exit: string[];
  invoke: FlowInvoke[];
}

/** The delay of an `after` transition: its name in `setup({ delays })` (or the number) and ms. */
export interface FlowDelay {
  name: string;
  /** `null` when the delay is computed from context at run time. */
  ms: number | null;
}

/** One transition definition. */
export interface FlowTransition {
  /** Same id as the model tests' coverage: `<source id>|<event type or "always">|<branch index>`. */
  id: string;
  source: string;
  kind: TransitionKind;
  /** The event type; `null` for `always`. */
  event: string | null;
  /** For `after` transitions only. */
  delay: FlowDelay | null;
  guard: string | null;
  actions: string[];
  /** Target state ids; empty for a transition that stays (actions only). */
  targets: string[];
  description: string | null;
}

/** The single description of a machine that the viewer, the exports and coverage read. */
export interface FlowDescription {
  id: string;
  description: string | null;
  states: FlowState[];
  transitions: FlowTransition[];
}

/** Meta is free-form: sort object keys so the description does not depend on writing order. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'function') return `(function ${value.name || 'inline'})`;
  if (typeof value !== 'object' || value === null) return value ?? null;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
};

const authoredInvokes = (node: AnyStateNode): { src?: unknown }[] => {
  const invoke: unknown = node.config.invoke;
  if (invoke === undefined) return [];
  return Array.isArray(invoke) ? invoke : [invoke as { src?: unknown }];
};

const describeState = (node: AnyStateNode): FlowState => ({
  id: node.id,
  key: node.key,
  type: node.type,
  parent: node.parent?.id ?? null,
  initial: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
  // xstate leaves `history` false on a history state declared without it: that is shallow.
  history: node.type === 'history' ? (node.history === 'deep' ? 'deep' : 'shallow') : null,
  tags: [...node.tags],
  description: node.description ?? null,
  meta: canonical(node.meta),
  entry: stateActions(node, 'entry').map(implementationName),
  exit: stateActions(node, 'exit').map(implementationName),
  invoke: node.invoke.map((invoke, index) => {
    // xstate names inline actor logic `xstate.invoke.<n>.<state id>`: read the authored config.
    const src = authoredInvokes(node)[index]?.src;
    return { id: invoke.id, src: typeof src === 'string' ? src : '(inline)' };
  }),
});

/** `xstate.after.<delay>.<state id>`: the delay is the third segment (state ids have dots). */
const delayNameOf = (eventType: string): string => eventType.split('.')[2] ?? '';

/**
 * Turns a machine into its {@link FlowDescription}: every state node in document order and
 * every transition definition (`always`, `after`, invoke `onDone`/`onError` and state `onDone`
 * included), with implementation names rather than code. Pure and deterministic: the same
 * machine always gives the same description, so it can be snapshot-tested and hashed.
 */
export const normaliseMachine = (machine: AnyStateMachine): FlowDescription => {
  const nodes = listStateNodes(machine);
  return {
    id: machine.id,
    description: machine.root.description ?? null,
    states: nodes.map(describeState),
    transitions: listTransitions(machine).map((transition) => ({
      id: transition.id,
      source: transition.sourceId,
      kind: transition.kind,
      event: transition.kind === 'always' ? null : transition.eventType,
      delay:
        transition.kind === 'after'
          ? {
              name: delayNameOf(transition.eventType),
              ms: delayOf(machine, transition.eventType) ?? null,
            }
          : null,
      guard: transition.guard,
      actions: transition.actions,
      targets: transition.targets,
      description: transition.description ?? null,
    })),
  };
};

const printWidth = 100;

/**
 * JSON laid out as Prettier lays it out (objects expanded, arrays of plain values on one line
 * when they fit in 100 columns), so the snapshot files pass `prettier --check` unchanged and
 * their diffs stay one line per change.
 */
export const toStableJson = (value: unknown): string => {
  const print = (
    item: unknown,
    indent: string,
    prefixWidth: number,
    suffixWidth: number,
  ): string => {
    if (Array.isArray(item)) {
      if (item.length === 0) return '[]';
      if (item.every((entry) => typeof entry !== 'object' || entry === null)) {
        const flat = `[${item.map((entry) => JSON.stringify(entry)).join(', ')}]`;
        if (prefixWidth + flat.length + suffixWidth <= printWidth) return flat;
      }
      const inner = `${indent}  `;
      const lines = item.map(
        (entry, index) =>
          inner + print(entry, inner, inner.length, index < item.length - 1 ? 1 : 0),
      );
      return `[\n${lines.join(',\n')}\n${indent}]`;
    }
    if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item).filter(([, entry]) => entry !== undefined);
      if (entries.length === 0) return '{}';
      const inner = `${indent}  `;
      const lines = entries.map(([key, entry], index) => {
        const head = `${inner}${JSON.stringify(key)}: `;
        return head + print(entry, inner, head.length, index < entries.length - 1 ? 1 : 0);
      });
      return `{\n${lines.join(',\n')}\n${indent}}`;
    }
    return JSON.stringify(item ?? null);
  };
  return `${print(value, '', 0, 0)}\n`;
};
