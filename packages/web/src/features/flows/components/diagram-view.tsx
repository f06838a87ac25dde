import { Suspense, use, useMemo, useState } from 'react';
import { FlowDiagram, type CoverageMark } from '@his/flow-view';
import { layoutFlow, type FlowLayout } from '@his/flow-view/layout';
import type { CatalogueFlow } from '../lib/catalogue.ts';
import { adoptDiagramStyles } from '../lib/diagram-stylesheet.ts';
import { leafStates } from '../lib/live-state.ts';
import type { Selection } from '../lib/selection.ts';
import { PanZoom } from './pan-zoom.tsx';
import styles from './flow-page.module.css';

/** What the overlays draw on the diagram (and the outline). */
export interface Highlight {
  active?: ReadonlySet<string>;
  lastTransitions?: ReadonlySet<string>;
  coverage?: { states: Record<string, CoverageMark>; transitions: Record<string, CoverageMark> };
}

interface DiagramViewProps {
  flow: CatalogueFlow;
  highlight: Highlight;
  selected: Selection | null;
  onSelect: (selection: Selection) => void;
}

// One layout per flow per page load: ELK takes a noticeable moment on the larger charts, and
// the description never changes while the page is open.
const layouts = new Map<string, Promise<FlowLayout>>();
const layoutOf = (flow: CatalogueFlow): Promise<FlowLayout> => {
  const id = flow.entry.id;
  let layout = layouts.get(id);
  if (!layout) {
    layout = layoutFlow(flow.description);
    layouts.set(id, layout);
  }
  return layout;
};

adoptDiagramStyles();

const LaidOutDiagram = ({ flow, highlight, selected, onSelect }: DiagramViewProps) => {
  const layout = use(layoutOf(flow));
  const content = useMemo(() => ({ width: layout.width, height: layout.height }), [layout]);
  // Bring a deep-linked selection (search result, details link) into view when the diagram
  // opens; later clicks select in place without moving the drawing under the pointer.
  const [focusBox] = useState(() => {
    if (!selected) return null;
    if (selected.kind === 'state') return layout.states[selected.id] ?? null;
    return layout.transitions[selected.id]?.label ?? null;
  });
  const followBox = useMemo(() => {
    const leaf = leafStates([...(highlight.active ?? [])])[0];
    return leaf ? (layout.states[leaf] ?? null) : null;
  }, [highlight.active, layout]);
  return (
    <PanZoom
      label={`Diagram of ${flow.entry.title}`}
      content={content}
      focusBox={focusBox}
      followBox={followBox}
    >
      <FlowDiagram
        description={flow.description}
        layout={layout}
        title={flow.entry.title}
        active={highlight.active}
        lastTransitions={highlight.lastTransitions}
        coverage={highlight.coverage}
        selected={selected?.id ?? null}
        onSelect={onSelect}
        embedStyle={false}
      />
    </PanZoom>
  );
};

/** The laid-out chart inside the pan/zoom viewport; a status line while ELK works. */
export const DiagramView = (props: DiagramViewProps) => (
  <Suspense
    fallback={
      <p className={styles.loading} role="status">
        Laying out the diagram…
      </p>
    }
  >
    <LaidOutDiagram {...props} />
  </Suspense>
);
