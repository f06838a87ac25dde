import type { FlowDescription, FlowState, FlowTransition } from './normalise.ts';

/** `after 60 s`, `after 300 ms`, or the delay's name when it is computed at run time. */
const afterLabel = (transition: FlowTransition): string => {
  const ms = transition.delay?.ms ?? null;
  if (ms === null) return `after ${transition.delay?.name ?? '?'}`;
  return ms % 1000 === 0 ? `after ${ms / 1000} s` : `after ${ms} ms`;
};

const triggerOf = (transition: FlowTransition): string => {
  const event = transition.event ?? '';
  switch (transition.kind) {
    case 'always':
      return 'always';
    case 'after':
      return afterLabel(transition);
    case 'done':
      return `done ${event.slice('xstate.done.actor.'.length)}`;
    case 'error':
      return `error ${event.slice('xstate.error.actor.'.length)}`;
    case 'doneState':
      return 'done';
    case 'snapshot':
      return `snapshot ${event.slice('xstate.snapshot.'.length)}`;
    case 'on':
      return event;
  }
};

/** `event [guard] / action, action`. `;` ends a Mermaid statement and `#` starts an entity. */
const labelOf = (transition: FlowTransition): string => {
  const guard = transition.guard === null ? '' : ` [${transition.guard}]`;
  const actions = transition.actions.length === 0 ? '' : ` / ${transition.actions.join(', ')}`;
  return `${triggerOf(transition)}${guard}${actions}`.replace(/[;#]/g, '');
};

/** Mermaid ids are plain words: state ids (`session.visitor.form`) become `session_visitor_form`. */
const mermaidIds = (states: readonly FlowState[]): Map<string, string> => {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const state of states) {
    const base = state.id.replace(/[^A-Za-z0-9_]/g, '_');
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}_${n}`;
    used.add(id);
    ids.set(state.id, id);
  }
  return ids;
};

/**
 * Mermaid `stateDiagram-v2` text of a flow: the root and every compound state as a composite,
 * parallel regions separated by `--`, `[*] -->` to each initial state, finals `--> [*]`, history
 * states as `H` / `H*`, one arrow per target labelled `event [guard] / actions` (`after 60 s`,
 * `always`, `done <invoke id>`, `error <invoke id>`). A transition without target is a loop on
 * its source. Each arrow is written inside the innermost composite holding both ends, since
 * Mermaid cannot link inner states of different composites written elsewhere.
 */
export const toMermaid = (flow: FlowDescription): string => {
  const byId = new Map(flow.states.map((state) => [state.id, state]));
  const ids = mermaidIds(flow.states);
  const idOf = (stateId: string) => ids.get(stateId) ?? stateId;
  const children = new Map<string | null, FlowState[]>();
  for (const state of flow.states) {
    children.set(state.parent, [...(children.get(state.parent) ?? []), state]);
  }
  const ancestors = (stateId: string): string[] => {
    const out: string[] = [];
    for (let at = byId.get(stateId)?.parent ?? null; at !== null; at = byId.get(at)?.parent ?? null)
      out.push(at);
    return out;
  };
  // The composite an arrow is written in: the innermost non-parallel state strictly above both
  // ends (`null` is the diagram itself).
  const scopeOf = (source: string, target: string): string | null => {
    const above = new Set(ancestors(target));
    for (const candidate of ancestors(source)) {
      if (above.has(candidate) && byId.get(candidate)?.type !== 'parallel') return candidate;
    }
    return null;
  };
  const arrows = new Map<string | null, string[]>();
  for (const transition of flow.transitions) {
    const targets = transition.targets.length === 0 ? [transition.source] : transition.targets;
    for (const target of targets) {
      const scope = scopeOf(transition.source, target);
      const line = `${idOf(transition.source)} --> ${idOf(target)} : ${labelOf(transition)}`;
      arrows.set(scope, [...(arrows.get(scope) ?? []), line]);
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const render = (state: FlowState, indent: string): void => {
    const id = idOf(state.id);
    const label = state.type === 'history' ? (state.history === 'deep' ? 'H*' : 'H') : state.key;
    lines.push(`${indent}state "${label.replace(/"/g, "'")}" as ${id}`);
    const kids = children.get(state.id) ?? [];
    if (kids.length === 0) {
      for (const invoke of state.invoke) lines.push(`${indent}${id} : invoke ${invoke.id}`);
      return;
    }
    lines.push(`${indent}state ${id} {`);
    const inner = `${indent}  `;
    if (state.type === 'parallel') {
      kids.forEach((kid, index) => {
        if (index > 0) lines.push(`${inner}--`);
        render(kid, inner);
      });
    } else {
      if (state.initial !== null) lines.push(`${inner}[*] --> ${idOf(state.initial)}`);
      kids.forEach((kid) => render(kid, inner));
      for (const kid of kids) {
        if (kid.type === 'final') lines.push(`${inner}${idOf(kid.id)} --> [*]`);
      }
      lines.push(...(arrows.get(state.id) ?? []).map((arrow) => inner + arrow));
    }
    lines.push(`${indent}}`);
  };
  for (const root of children.get(null) ?? []) {
    lines.push(`  [*] --> ${idOf(root.id)}`);
    render(root, '  ');
  }
  lines.push(...(arrows.get(null) ?? []).map((arrow) => `  ${arrow}`));
  return `${lines.join('\n')}\n`;
};
