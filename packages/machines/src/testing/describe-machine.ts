import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventlessType, transitionIdOf } from '../flows/ids.ts';

export { transitionIdOf } from '../flows/ids.ts';

/** How a transition is triggered. */
export type TransitionKind =
  'on' | 'always' | 'after' | 'done' | 'error' | 'doneState' | 'snapshot';

/** One transition definition of a machine: the unit of transition coverage. */
export interface TransitionInfo {
  /** `<source state id>|<event type, or "always">|<index among that source's branches>`. */
  id: string;
  sourceId: string;
  eventType: string;
  kind: TransitionKind;
  guard: string | null;
  targets: string[];
  actions: string[];
  description: string | undefined;
}

const kindOf = (eventType: string): TransitionKind => {
  if (eventType === eventlessType) return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  if (eventType.startsWith('xstate.done.state.')) return 'doneState';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot';
  return 'on';
};

/** Every state node of the machine, root first, in document order. */
export const listStateNodes = (machine: AnyStateMachine): AnyStateNode[] => {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return out;
};

/**
 * The name an auditor reads for a guard, action or actor reference: the name given in `setup()`,
 * the built-in's type (`xstate.raise`), or `(inline …)` for a function written in place.
 */
export const implementationName = (item: unknown): string => {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && 'type' in item && typeof item.type === 'string')
    return item.type;
  if (typeof item === 'function') return item.name === '' ? '(inline)' : `(inline ${item.name})`;
  return '(unknown)';
};

const describeTransition = (transition: AnyTransitionDefinition): TransitionInfo => ({
  id: transitionIdOf(transition),
  sourceId: transition.source.id,
  eventType: transition.eventType === eventlessType ? 'always' : transition.eventType,
  kind: kindOf(transition.eventType),
  guard: transition.guard === undefined ? null : implementationName(transition.guard),
  targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
  actions: transition.actions.map(implementationName),
  description: transition.description,
});

const transitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? []),
];

/**
 * Every transition definition of the machine, including `always`, `after`, invoke
 * `onDone`/`onError` and state `onDone` transitions, which graph traversal and `toJSON()` do
 * not all show.
 */
export const listTransitions = (machine: AnyStateMachine): TransitionInfo[] =>
  listStateNodes(machine).flatMap((node) => transitionsOf(node).map(describeTransition));

const toList = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  (typeof value === 'object' || typeof value === 'function') && value !== null;

/**
 * The `after` option makes xstate add a delayed `raise` to the entry and a `cancel` to the exit
 * of the state; those two built-ins are the only unnamed actions a state may carry.
 */
const isTimerAction = (action: unknown, afterEventTypes: Set<string>): boolean => {
  if (!isRecord(action)) return false;
  if (action.type === 'xstate.raise') return afterEventTypes.has(String(action.id));
  if (action.type === 'xstate.cancel') return afterEventTypes.has(String(action.sendId));
  return false;
};

/**
 * The entry or exit actions the machine author wrote on a state, without the timer actions
 * xstate adds for `after` (those show as the state's `after` transitions).
 */
export const stateActions = (node: AnyStateNode, phase: 'entry' | 'exit'): unknown[] => {
  const afterTypes = new Set<string>(node.after.map((t: AnyTransitionDefinition) => t.eventType));
  return node[phase].filter((action: unknown) => !isTimerAction(action, afterTypes));
};

const hasText = (text: unknown): boolean => typeof text === 'string' && text.trim().length > 0;

/**
 * Checks the conventions an auditor relies on (DESIGN.md §6) and returns one line per breach:
 * an explicit machine id; a description on every state and transition; named guards, actions,
 * actors and delays that exist in `setup`; an explicit id on every invoke.
 */
export const auditMachine = (machine: AnyStateMachine): string[] => {
  const problems: string[] = [];
  const { guards, actions, actors, delays } = machine.implementations;
  const knownAction = (item: unknown, where: string) => {
    const name = implementationName(item);
    if (typeof item === 'function' || !Object.hasOwn(actions, name))
      problems.push(`${where}: action ${name} is not a named action of setup()`);
  };

  if (machine.config.id === undefined) problems.push('machine: no explicit id');
  for (const node of listStateNodes(machine)) {
    if (!hasText(node.description)) problems.push(`state ${node.id}: no description`);
    for (const phase of ['entry', 'exit'] as const) {
      for (const action of stateActions(node, phase)) {
        knownAction(action, `state ${node.id} ${phase}`);
      }
    }
    toList(node.config.invoke).forEach((invoke, index) => {
      const where = `state ${node.id} invoke #${index}`;
      if (typeof invoke.id !== 'string') problems.push(`${where}: no explicit id`);
      if (typeof invoke.src !== 'string' || !Object.hasOwn(actors, invoke.src))
        problems.push(`${where}: src is not a named actor of setup()`);
    });
    for (const delay of Object.keys(node.config.after ?? {})) {
      if (!Object.hasOwn(delays, delay))
        problems.push(`state ${node.id}: delay ${delay} is not a named delay of setup()`);
    }
    for (const transition of transitionsOf(node)) {
      const info = describeTransition(transition);
      const where = `transition ${info.id}`;
      if (!hasText(info.description)) problems.push(`${where}: no description`);
      if (transition.guard !== undefined) {
        const guard: unknown = transition.guard;
        if (typeof guard === 'function' || !Object.hasOwn(guards, implementationName(guard)))
          problems.push(
            `${where}: guard ${implementationName(guard)} is not a named guard of setup()`,
          );
      }
      transition.actions.forEach((action: unknown) => knownAction(action, where));
    }
  }
  return problems;
};
