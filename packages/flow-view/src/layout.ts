import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode, LayoutOptions } from 'elkjs/lib/elk-api';
import type { FlowDescription, FlowState, FlowTransition } from '@his/machines/flows/normalise';
import { stateBox } from './box.ts';
import { containerOf, indexGraph, knownTargets, runsBackward, type Graph } from './graph.ts';
import { linesWidth, transitionLines } from './labels.ts';
import { metrics } from './theme.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Rect extends Point {
  width: number;
  height: number;
}

/** A transition label: its box and its text, one entry per drawn line. */
export interface LabelBox extends Rect {
  lines: string[];
}

export interface TransitionLayout {
  /** The edge polyline, source end first; empty for an internal transition. */
  points: Point[];
  label: LabelBox;
  /** A targetless transition: drawn as a row inside its source state's box, not as an edge. */
  internal: boolean;
  /** Polylines to the second and later targets of a multi-target transition. */
  branches: Point[][];
}

/** The initial marker of a compound state: a dot and the arrow to the initial child. */
export interface InitialLayout {
  marker: Rect;
  points: Point[];
}

/** Absolute coordinates (px) of everything {@link FlowDiagram} draws. */
export interface FlowLayout {
  width: number;
  height: number;
  states: Record<string, Rect>;
  transitions: Record<string, TransitionLayout>;
  initials: Record<string, InitialLayout>;
}

const margin = 16;

/** xstate-viz's settings (ELK layered, hierarchy in one pass, model order kept) plus ours. */
const fullOptions: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.direction': 'DOWN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.spacing.nodeNode': '28',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '10',
  'elk.spacing.edgeLabel': '3',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

const plainOptions: LayoutOptions = {
  'elk.algorithm': 'layered',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.direction': 'DOWN',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

/** Graph options, and whether nodes and edges carry their own hints (initial marker first). */
interface Attempt {
  options: LayoutOptions;
  hints: boolean;
}

/**
 * ELK sometimes throws on hierarchical graphs (elkjs#98): each retry drops the options most
 * likely to trip it, as xstate-viz did. Coordinates stay absolute in every attempt.
 */
const attempts: Attempt[] = [
  { options: fullOptions, hints: true },
  { options: plainOptions, hints: false },
  { options: { ...plainOptions, 'elk.edgeRouting': 'POLYLINE' }, hints: false },
];

const initialId = (stateId: string): string => `${stateId}#initial`;
const edgeId = (transitionId: string, index: number): string => `${transitionId}#${index}`;

const labelSize = (lines: readonly string[]): { width: number; height: number } => ({
  width: linesWidth(lines) + 2 * metrics.labelPad,
  height: lines.length * metrics.lineHeight + 2 * metrics.labelPad,
});

const isContainer = (state: FlowState): boolean =>
  state.type === 'compound' || state.type === 'parallel';

const stateNode = (state: FlowState, graph: Graph, hints: boolean): ElkNode => {
  if (state.type === 'history') {
    return { id: state.id, width: metrics.historySize, height: metrics.historySize };
  }
  const box = stateBox(state, graph.internal.get(state.id) ?? []);
  const children = graph.children.get(state.id) ?? [];
  if (!isContainer(state) || children.length === 0) {
    return { id: state.id, width: box.width, height: box.height };
  }
  const pad = metrics.childPad;
  const nodes = children.map((child) => stateNode(child, graph, hints));
  if (state.type === 'compound' && state.initial !== null) {
    nodes.unshift({
      id: initialId(state.id),
      width: metrics.initialSize,
      height: metrics.initialSize,
      layoutOptions: hints ? { 'elk.layered.layering.layerConstraint': 'FIRST' } : {},
    });
  }
  return {
    id: state.id,
    children: nodes,
    edges: [],
    layoutOptions: {
      'elk.padding': `[top=${box.band + pad},left=${pad},bottom=${pad},right=${pad}]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${box.width}, ${box.band + 2 * pad})`,
    },
  };
};

/**
 * Parallel regions share no edges, so ELK puts them all in one row and a chart with four
 * regions becomes a long strip. Invisible edges from each region to the one a row below arrange
 * them in a near-square grid instead (never drawn: they have no transition).
 */
const stackRegions = (state: FlowState, graph: Graph): ElkExtendedEdge[] => {
  const regions = graph.children.get(state.id) ?? [];
  const columns = Math.ceil(Math.sqrt(regions.length));
  return regions.slice(columns).map((region, index) => ({
    id: `${state.id}#stack${index}`,
    sources: [regions[index]?.id ?? region.id],
    targets: [region.id],
  }));
};

const elkGraph = (graph: Graph, { options, hints }: Attempt): ElkNode => {
  const roots = graph.children.get(null) ?? [];
  const top: ElkNode = { id: '#graph', layoutOptions: options, children: [], edges: [] };
  const nodes = new Map<string, ElkNode>([[top.id, top]]);
  const register = (node: ElkNode): void => {
    nodes.set(node.id, node);
    node.children?.forEach(register);
  };
  for (const root of roots) {
    const node = stateNode(root, graph, hints);
    top.children?.push(node);
    register(node);
  }
  const addEdge = (container: string, edge: ElkExtendedEdge): void => {
    const owner = nodes.get(container) ?? top;
    owner.edges = [...(owner.edges ?? []), edge];
  };
  for (const state of graph.description.states) {
    if (state.type === 'compound' && state.initial !== null && nodes.has(initialId(state.id))) {
      addEdge(state.id, {
        id: initialId(state.id),
        sources: [initialId(state.id)],
        targets: [state.initial],
        layoutOptions: hints ? { 'elk.layered.priority.direction': '10' } : {},
      });
    }
  }
  for (const state of graph.description.states) {
    if (state.type === 'parallel')
      stackRegions(state, graph).forEach((edge) => addEdge(state.id, edge));
  }
  for (const transition of graph.description.transitions) {
    const targets = knownTargets(transition, graph.byId);
    if (!graph.byId.has(transition.source)) continue;
    targets.forEach((target, index) => {
      const lines = transitionLines(transition);
      const backward = runsBackward(transition.source, target, graph);
      addEdge(containerOf(transition.source, target, graph) ?? top.id, {
        id: edgeId(transition.id, index),
        sources: [backward ? target : transition.source],
        targets: [backward ? transition.source : target],
        labels:
          index === 0
            ? [{ id: `${transition.id}#label`, text: lines.join('\n'), ...labelSize(lines) }]
            : [],
      });
    });
  }
  return top;
};

const pointsOf = (edge: ElkExtendedEdge): Point[] =>
  (edge.sections ?? []).flatMap((section) => [
    section.startPoint,
    ...(section.bendPoints ?? []),
    section.endPoint,
  ]);

const midpoint = (points: readonly Point[]): Point => {
  const first = points[0] ?? { x: 0, y: 0 };
  const last = points[points.length - 1] ?? first;
  const middle = points[Math.floor(points.length / 2)] ?? first;
  return points.length === 2 ? { x: (first.x + last.x) / 2, y: (first.y + last.y) / 2 } : middle;
};

const shift = (point: Point): Point => ({ x: point.x + margin, y: point.y + margin });

const readLayout = (graph: Graph, laidOut: ElkNode): FlowLayout => {
  const shapes = new Map<string, Rect>();
  const edges = new Map<string, ElkExtendedEdge>();
  const visit = (node: ElkNode): void => {
    shapes.set(node.id, {
      x: (node.x ?? 0) + margin,
      y: (node.y ?? 0) + margin,
      width: node.width ?? 0,
      height: node.height ?? 0,
    });
    node.edges?.forEach((edge) => edges.set(edge.id, edge));
    node.children?.forEach(visit);
  };
  visit(laidOut);

  const states: Record<string, Rect> = {};
  for (const state of graph.description.states) {
    const shape = shapes.get(state.id);
    if (shape) states[state.id] = shape;
  }

  const transitions: Record<string, TransitionLayout> = {};
  for (const transition of graph.description.transitions) {
    const lines = transitionLines(transition);
    const targets = knownTargets(transition, graph.byId);
    if (targets.length === 0) {
      transitions[transition.id] = internalLayout(transition, graph, states, lines);
      continue;
    }
    const polylines = targets.map((target, index) => {
      const edge = edges.get(edgeId(transition.id, index));
      const points = edge ? pointsOf(edge).map(shift) : [];
      return runsBackward(transition.source, target, graph) ? points.reverse() : points;
    });
    const points = polylines[0] ?? [];
    const elkLabel = edges.get(edgeId(transition.id, 0))?.labels?.[0];
    const size = labelSize(lines);
    const centre = midpoint(points);
    transitions[transition.id] = {
      points,
      branches: polylines.slice(1),
      internal: false,
      label:
        elkLabel?.x !== undefined && elkLabel.y !== undefined
          ? { x: elkLabel.x + margin, y: elkLabel.y + margin, ...size, lines }
          : { x: centre.x - size.width / 2, y: centre.y - size.height / 2, ...size, lines },
    };
  }

  const initials: Record<string, InitialLayout> = {};
  for (const state of graph.description.states) {
    const marker = shapes.get(initialId(state.id));
    const edge = edges.get(initialId(state.id));
    if (marker && edge) initials[state.id] = { marker, points: pointsOf(edge).map(shift) };
  }

  return {
    width: Math.ceil((laidOut.width ?? 0) + 2 * margin),
    height: Math.ceil((laidOut.height ?? 0) + 2 * margin),
    states,
    transitions,
    initials,
  };
};

/** A targetless transition's label is its row inside the source state's box. */
const internalLayout = (
  transition: FlowTransition,
  graph: Graph,
  states: Record<string, Rect>,
  lines: string[],
): TransitionLayout => {
  const source = graph.byId.get(transition.source);
  const box = states[transition.source];
  const row = source
    ? stateBox(source, graph.internal.get(source.id) ?? []).rows.find(
        (candidate) => candidate.transitionId === transition.id,
      )
    : undefined;
  const x = (box?.x ?? 0) + (row?.left ?? 0);
  const y = (box?.y ?? 0) + (row?.top ?? 0);
  return {
    points: [],
    branches: [],
    internal: true,
    label: { x, y, width: row?.width ?? linesWidth(lines), height: row?.height ?? 0, lines },
  };
};

let engine: InstanceType<typeof ELK> | null = null;

/**
 * Lays a flow out with ELK (layered, top to bottom, compound states as containers, each edge in
 * the lowest common ancestor of its ends). Text is measured from a fixed width table, so Node
 * (the SVG export) and the browser (the viewer) get the same coordinates.
 */
export const layoutFlow = async (description: FlowDescription): Promise<FlowLayout> => {
  engine ??= new ELK();
  const graph = indexGraph(description);
  let failure: unknown = null;
  for (const attempt of attempts) {
    try {
      return readLayout(graph, await engine.layout(elkGraph(graph, attempt)));
    } catch (error) {
      failure = error;
    }
  }
  throw new Error(`ELK could not lay out flow ${description.id}`, { cause: failure });
};
