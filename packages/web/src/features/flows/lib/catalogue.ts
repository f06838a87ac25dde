import { flows, type FlowEntry } from '@his/machines/flows';
import {
  normaliseMachine,
  type FlowDescription,
  type FlowState,
  type FlowTransition,
} from '@his/machines/flows/normalise';

/** A registered flow with its description, the one input every view of the viewer reads. */
export interface CatalogueFlow {
  entry: FlowEntry;
  description: FlowDescription;
  /** Lookup by id; the description's arrays keep document order. */
  states: ReadonlyMap<string, FlowState>;
  transitions: ReadonlyMap<string, FlowTransition>;
}

const describe = (entry: FlowEntry): CatalogueFlow => {
  const description = normaliseMachine(entry.machine);
  return {
    entry,
    description,
    states: new Map(description.states.map((state) => [state.id, state])),
    transitions: new Map(description.transitions.map((transition) => [transition.id, transition])),
  };
};

let catalogue: readonly CatalogueFlow[] | undefined;

/**
 * Every registered flow, described once per page load: the registry is static, and
 * normalising all twelve machines takes a few milliseconds.
 */
export const flowCatalogue = (): readonly CatalogueFlow[] => {
  catalogue ??= flows.map(describe);
  return catalogue;
};

export const findFlow = (flowId: string): CatalogueFlow | undefined =>
  flowCatalogue().find((flow) => flow.entry.id === flowId);

/** The root state node has the machine's id; the views show its children. */
export const rootStateOf = (flow: CatalogueFlow): FlowState | undefined =>
  flow.description.states.find((state) => state.parent === null);

export const childStatesOf = (flow: CatalogueFlow, parentId: string): FlowState[] =>
  flow.description.states.filter((state) => state.parent === parentId);

export const transitionsFrom = (flow: CatalogueFlow, stateId: string): FlowTransition[] =>
  flow.description.transitions.filter((transition) => transition.source === stateId);

/** Counts shown on the flow list. */
export const flowCounts = (flow: CatalogueFlow) => ({
  states: flow.description.states.length - 1,
  transitions: flow.description.transitions.length,
  invokes: flow.description.states.reduce((sum, state) => sum + state.invoke.length, 0),
  delays: flow.description.transitions.filter((transition) => transition.kind === 'after').length,
});
