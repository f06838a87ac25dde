import { triggerOf } from '@his/flow-view/labels';
import type { CatalogueFlow } from './catalogue.ts';
import { stateLabel, transitionLine } from './transition-text.ts';

/** One thing the search found, with where the viewer opens it. */
export interface SearchHit {
  kind: 'flow' | 'state' | 'transition';
  flowId: string;
  /** Flow id, state id or transition id. */
  id: string;
  /** What the result list shows. */
  label: string;
  detail: string;
  /** `/flows/<id>` plus the selection. */
  href: string;
}

interface Indexed {
  hit: SearchHit;
  haystack: string;
}

const metaText = (meta: unknown): string => (meta === null ? '' : JSON.stringify(meta));

export const selectionHref = (
  flowId: string,
  selection?: { kind: 'state' | 'transition'; id: string },
): string => {
  const base = `/flows/${encodeURIComponent(flowId)}`;
  if (!selection) return base;
  return `${base}?${new URLSearchParams({ [selection.kind]: selection.id }).toString()}`;
};

const indexFlow = (flow: CatalogueFlow): Indexed[] => {
  const flowId = flow.entry.id;
  const own: Indexed = {
    hit: {
      kind: 'flow',
      flowId,
      id: flowId,
      label: flow.entry.title,
      detail: flow.entry.description,
      href: selectionHref(flowId),
    },
    haystack: [flowId, flow.entry.title, flow.entry.description].join('\n'),
  };
  const states = flow.description.states
    .filter((state) => state.parent !== null)
    .map((state): Indexed => ({
      hit: {
        kind: 'state',
        flowId,
        id: state.id,
        label: stateLabel(flowId, state.id),
        detail: state.description ?? '',
        href: selectionHref(flowId, { kind: 'state', id: state.id }),
      },
      haystack: [
        state.id,
        state.description ?? '',
        ...state.tags,
        ...state.entry,
        ...state.exit,
        ...state.invoke.flatMap((invoke) => [invoke.id, invoke.src]),
        metaText(state.meta),
      ].join('\n'),
    }));
  const transitions = flow.description.transitions.map((transition): Indexed => ({
    hit: {
      kind: 'transition',
      flowId,
      id: transition.id,
      label: `${stateLabel(flowId, transition.source)}: ${transitionLine(flowId, transition)}`,
      detail: transition.description ?? '',
      href: selectionHref(flowId, { kind: 'transition', id: transition.id }),
    },
    haystack: [
      transition.event ?? '',
      triggerOf(transition),
      transition.guard ?? '',
      ...transition.actions,
      ...transition.targets,
      transition.delay?.name ?? '',
      transition.description ?? '',
    ].join('\n'),
  }));
  return [own, ...states, ...transitions];
};

const indexCache = new WeakMap<readonly CatalogueFlow[], Indexed[]>();

/**
 * Finds flows, states and transitions whose text (id, title, description, event, guard,
 * actions, tags, invokes, meta) contains every word of the query, case-insensitive. An empty
 * query finds nothing: the list page then shows every flow.
 */
export const searchFlows = (catalogue: readonly CatalogueFlow[], query: string): SearchHit[] => {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  let index = indexCache.get(catalogue);
  if (!index) {
    index = catalogue.flatMap(indexFlow);
    indexCache.set(catalogue, index);
  }
  return index
    .filter(({ haystack }) => {
      const text = haystack.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .map(({ hit }) => hit);
};
