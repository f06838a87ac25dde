import { useCallback, useMemo, useReducer, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { FlowCoverageReport } from '@his/machines/flows/coverage-report';
import { Tabs } from '@/components/ui/tabs.tsx';
import { findFlow, type CatalogueFlow } from '../lib/catalogue.ts';
import { coverageOverlay } from '../lib/coverage-overlay.ts';
import { newestActorOf } from '../lib/live-state.ts';
import { currentFrame, initialReplayState, replayReducer } from '../lib/replay-state.ts';
import { selectionFromParams, type Selection } from '../lib/selection.ts';
import { CoveragePanel } from './coverage-panel.tsx';
import { DetailsPanel } from './details-panel.tsx';
import { DiagramView, type Highlight } from './diagram-view.tsx';
import { LivePanel } from './live-panel.tsx';
import { OutlineView } from './outline-view.tsx';
import { ReplayPanel } from './replay-panel.tsx';
import { useLiveChannel } from './use-live-channel.ts';
import styles from './flow-page.module.css';

type View = 'diagram' | 'outline';
type Overlay = 'none' | 'replay' | 'coverage' | 'live';

const views = [
  { value: 'diagram', label: 'Diagram' },
  { value: 'outline', label: 'Outline' },
] as const;

const overlays: readonly { value: Overlay; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'replay', label: 'Path replay' },
  { value: 'coverage', label: 'Coverage' },
  { value: 'live', label: 'Live' },
];

const isOverlay = (value: string | null): value is Overlay =>
  overlays.some((overlay) => overlay.value === value);

const ratio = (part: { taken: number; total: number } | null): string =>
  part ? `${part.taken}/${part.total}` : 'n/a';

/** View, overlay and selection live in the address, so a link opens the same picture. */
const useFlowParams = () => {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'outline' ? 'outline' : 'diagram';
  const overlayParam = params.get('overlay');
  const overlay: Overlay = isOverlay(overlayParam) ? overlayParam : 'none';
  const selected = selectionFromParams(params);
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          Object.entries(changes).forEach(([key, value]) =>
            value === null ? next.delete(key) : next.set(key, value),
          );
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const select = useCallback(
    (selection: Selection) =>
      update({
        state: selection.kind === 'state' ? selection.id : null,
        transition: selection.kind === 'transition' ? selection.id : null,
      }),
    [update],
  );
  return { view, overlay, selected, update, select };
};

const FlowWorkspace = ({ flow }: { flow: CatalogueFlow }) => {
  const { view, overlay, selected, update, select } = useFlowParams();
  const [replay, dispatchReplay] = useReducer(replayReducer, initialReplayState);
  const [report, setReport] = useState<FlowCoverageReport | null>(null);
  const live = useLiveChannel(overlay === 'live');
  const [pinned, setPinned] = useState<string | null>(null);
  const flowId = flow.entry.id;

  const coverage = useMemo(
    () => (report ? coverageOverlay(report, flowId) : null),
    [report, flowId],
  );
  const followed = (pinned ? live.actors[pinned] : undefined) ?? newestActorOf(live, flowId);
  const frame = currentFrame(replay);

  const highlight = useMemo((): Highlight => {
    if (overlay === 'replay' && frame) {
      return { active: new Set(frame.active), lastTransitions: new Set(frame.taken) };
    }
    if (overlay === 'live' && followed) {
      return { active: new Set(followed.active), lastTransitions: new Set(followed.transitions) };
    }
    if (overlay === 'coverage' && coverage) {
      return { coverage: { states: coverage.states, transitions: coverage.transitions } };
    }
    return {};
  }, [overlay, frame, followed, coverage]);

  const viewProps = { flow, highlight, selected, onSelect: select };

  return (
    <>
      <title>{`${flow.entry.title} · Flows · HIS`}</title>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/flows">Flows</Link> <span aria-hidden="true">/</span> {flow.entry.title}
      </nav>
      <header className={styles.heading}>
        <h1 className={styles.title}>
          {flow.entry.title} <code className={styles.id}>{flowId}</code>
        </h1>
        <p className={styles.description}>{flow.entry.description}</p>
      </header>
      <div className={styles.toolbar}>
        <fieldset className={styles.overlays}>
          <legend>Overlay</legend>
          {overlays.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="flow-overlay"
                value={option.value}
                checked={overlay === option.value}
                onChange={() => update({ overlay: option.value === 'none' ? null : option.value })}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {overlay === 'coverage' && coverage && (
          <p className={styles.coverageSummary} data-testid="coverage-summary">
            unit {ratio(coverage.unit)}, browser {ratio(coverage.browser)}
          </p>
        )}
        {view === 'outline' && (
          <button type="button" className={styles.print} onClick={() => window.print()}>
            Print outline
          </button>
        )}
      </div>
      <div className={styles.workspace}>
        <div className={styles.view}>
          <Tabs
            label="View"
            tabs={views}
            selected={view}
            onSelect={(value) => update({ view: value === 'diagram' ? null : value })}
          >
            {view === 'diagram' ? <DiagramView {...viewProps} /> : <OutlineView {...viewProps} />}
          </Tabs>
        </div>
        <aside className={styles.aside} aria-label="Overlay and details">
          {overlay === 'replay' && (
            <ReplayPanel entry={flow.entry} replay={replay} dispatch={dispatchReplay} />
          )}
          {overlay === 'coverage' && (
            <CoveragePanel overlay={coverage} report={report} onReport={setReport} />
          )}
          {overlay === 'live' && (
            <LivePanel
              flowId={flowId}
              live={live}
              followed={followed}
              pinned={pinned}
              onPin={setPinned}
            />
          )}
          <DetailsPanel
            flow={flow}
            selected={selected}
            onSelect={select}
            coverage={report?.flows[flowId] ?? null}
          />
        </aside>
      </div>
    </>
  );
};

/** `/flows/:flowId`: one flow as a diagram or an outline, with its overlays and details. */
export const FlowPage = ({ flowId }: { flowId: string }) => {
  const flow = findFlow(flowId);
  if (!flow) {
    return (
      <>
        <title>Flow not found · Flows · HIS</title>
        <h1 className={styles.title}>No flow “{flowId}”</h1>
        <p>
          <Link to="/flows">See every flow</Link>
        </p>
      </>
    );
  }
  // Keyed by flow: replay, coverage colouring and live pins belong to the flow they were made on.
  return <FlowWorkspace key={flowId} flow={flow} />;
};
