import type { FlowDescription, FlowState, FlowTransition } from '@his/machines/flows/normalise';

/** A flow description indexed for the layout: states by id, children by parent, stays by state. */
export interface Graph {
  description: FlowDescription;
  byId: Map<string, FlowState>;
  children: Map<string | null, FlowState[]>;
  /** Targetless transitions by source state: drawn as rows in the box, not as edges. */
  internal: Map<string, FlowTransition[]>;
  /**
   * Order of each state among its siblings: breadth first from the parent's initial state, so
   * the layout can point edges "forward" and put a flow's start at the top.
   */
  rank: Map<string, number>;
}

export const knownTargets = (transition: FlowTransition, byId: Map<string, FlowState>): string[] =>
  transition.targets.filter((target) => byId.has(target));

const ancestorsOf = (id: string, byId: Map<string, FlowState>): string[] => {
  const chain: string[] = [];
  for (let current = byId.get(id); current; current = byId.get(current.parent ?? '')) {
    chain.push(current.id);
  }
  return chain;
};

/**
 * The node an edge belongs to in ELK's graph: the lowest common ancestor of its ends, or the
 * outer end when one contains the other; a self-loop belongs to its state's parent. `null`
 * means the top of the graph.
 */
export const containerOf = (source: string, target: string, graph: Graph): string | null => {
  if (source === target) return graph.byId.get(source)?.parent ?? null;
  const targetChain = new Set(ancestorsOf(target, graph.byId));
  return ancestorsOf(source, graph.byId).find((id) => targetChain.has(id)) ?? null;
};

/** The children of `container` that hold `source` and `target` (undefined for an end that is the container). */
const endsIn = (
  container: string | null,
  source: string,
  target: string,
  byId: Map<string, FlowState>,
): [string | undefined, string | undefined] => {
  const childOf = (id: string): string | undefined =>
    ancestorsOf(id, byId).find((candidate) => byId.get(candidate)?.parent === container);
  return [childOf(source), childOf(target)];
};

/**
 * Whether ELK should see an edge reversed: it goes from a later sibling back to an earlier one
 * (a return to an idle state, a retry). Handing ELK these reversed and turning the route back
 * afterwards gives it a nearly acyclic graph, so flows read top to bottom from their initial
 * state instead of wherever ELK's cycle breaking puts them.
 */
export const runsBackward = (source: string, target: string, graph: Graph): boolean => {
  const [from, to] = endsIn(containerOf(source, target, graph), source, target, graph.byId);
  if (from === undefined || to === undefined || from === to) return false;
  return (graph.rank.get(from) ?? 0) > (graph.rank.get(to) ?? 0);
};

const rankChildren = (
  parent: FlowState,
  children: readonly FlowState[],
  description: FlowDescription,
  byId: Map<string, FlowState>,
  rank: Map<string, number>,
): void => {
  const next = new Map<string, string[]>();
  for (const transition of description.transitions) {
    for (const target of knownTargets(transition, byId)) {
      if (containerOf(transition.source, target, { byId } as Graph) !== parent.id) continue;
      const [from, to] = endsIn(parent.id, transition.source, target, byId);
      if (from !== undefined && to !== undefined) next.set(from, [...(next.get(from) ?? []), to]);
    }
  }
  const queue = parent.type === 'compound' && parent.initial ? [parent.initial] : [];
  const order: string[] = [];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (order.includes(id)) continue;
    order.push(id);
    queue.push(...(next.get(id) ?? []));
  }
  for (const child of children) if (!order.includes(child.id)) order.push(child.id);
  order.forEach((id, index) => rank.set(id, index));
};

export const indexGraph = (description: FlowDescription): Graph => {
  const byId = new Map(description.states.map((state) => [state.id, state]));
  const children = new Map<string | null, FlowState[]>();
  for (const state of description.states) {
    children.set(state.parent, [...(children.get(state.parent) ?? []), state]);
  }
  const internal = new Map<string, FlowTransition[]>();
  for (const transition of description.transitions) {
    if (knownTargets(transition, byId).length > 0) continue;
    internal.set(transition.source, [...(internal.get(transition.source) ?? []), transition]);
  }
  const rank = new Map<string, number>();
  for (const state of description.states) {
    rankChildren(state, children.get(state.id) ?? [], description, byId, rank);
  }
  return { description, byId, children, internal, rank };
};
