import type { AnyMachineSnapshot, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// Ids that tie a running actor to the flow descriptions (viewer, exports, coverage). Pure and
// free of test tooling, so the production bundle can use them to report coverage and live state.

/** The event type xstate gives eventless (`always`) transitions. */
export const eventlessType = '';

/**
 * Stable id of a transition definition, computed from its position in its source state node:
 * `<source state id>|<event type, or "always">|<index among that source's branches>`.
 * Positions (not object identity) are used because `machine.provide()` rebuilds every node.
 */
export const transitionIdOf = (transition: AnyTransitionDefinition): string => {
  const source: AnyStateNode = transition.source;
  const isEventless = transition.eventType === eventlessType;
  const siblings = isEventless ? source.always : source.transitions.get(transition.eventType);
  const index = siblings?.indexOf(transition) ?? -1;
  return `${source.id}|${isEventless ? 'always' : transition.eventType}|${index}`;
};

/**
 * Ids of every active state node of a machine snapshot (the root excluded), parents before
 * children. Reads `_nodes`, which xstate keeps on every machine snapshot but does not document;
 * `ids.test.ts` pins its shape.
 */
export const activeStateIds = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.filter((node) => node.parent !== undefined).map((node) => node.id);

/** The flow (machine id) a state or transition id belongs to: `session.loggedIn` → `session`. */
export const flowIdOf = (stateOrTransitionId: string): string =>
  stateOrTransitionId.split(/[.|]/, 1)[0] ?? stateOrTransitionId;
