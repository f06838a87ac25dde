import type { FlowDescription, FlowState, FlowTransition } from '@his/machines/flows/normalise';
import { stateBox } from './box.ts';
import { InitialMarker, StateShape, TransitionShape } from './diagram-parts.tsx';
import { diagramCss } from './diagram-style.ts';
import { transitionText } from './labels.ts';
import type { FlowLayout } from './layout.ts';

/** How a state or transition was covered: by both test levels, one of them, waived, or not. */
export type CoverageMark = 'both' | 'unit' | 'browser' | 'waived' | 'none';

export interface FlowDiagramProps {
  description: FlowDescription;
  layout: FlowLayout;
  /** State ids to highlight as active (replay / live). */
  active?: ReadonlySet<string>;
  /** Transition ids to highlight as just taken. */
  lastTransitions?: ReadonlySet<string>;
  /** Coverage colouring: per state/transition id. */
  coverage?: { states: Record<string, CoverageMark>; transitions: Record<string, CoverageMark> };
  selected?: string | null;
  onSelect?: (item: { kind: 'state' | 'transition'; id: string }) => void;
  title?: string;
  /** Extra class on the `<svg>` (the viewer's pan/zoom wrapper styles it). */
  className?: string;
  /**
   * Embed the stylesheet as a `<style>` element (default). A page whose CSP forbids inline
   * styles passes `false` and adopts `diagramCss` from `@his/flow-view/style` itself.
   */
  embedStyle?: boolean;
}

const classes = (...names: (string | false | undefined)[]): string =>
  names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');

/**
 * The colour of an id the coverage report lists. The report leaves out what no test can take
 * (the root, always active; history pseudo-states, never active): those stay uncoloured rather
 * than show as "not taken".
 */
const coverageClass = (mark: CoverageMark | undefined): string | undefined => mark && `cov-${mark}`;

const stateLabel = (state: FlowState, active: boolean): string => {
  const kind =
    state.type === 'atomic'
      ? 'State'
      : `${state.type[0]?.toUpperCase()}${state.type.slice(1)} state`;
  const tags = state.tags.length > 0 ? `, tags ${state.tags.join(', ')}` : '';
  return `${kind} ${state.key}${tags}${active ? ' (active)' : ''}`;
};

const transitionLabel = (transition: FlowTransition, keyOf: (id: string) => string): string => {
  const from = keyOf(transition.source);
  const to = transition.targets.map(keyOf).join(', ');
  const where = to === '' ? `in ${from}, stays` : `from ${from} to ${to}`;
  return `Transition ${transitionText(transition)}, ${where}`;
};

/**
 * One flow drawn as a single `<svg>`: states as boxes (compound states contain their
 * children), transitions as labelled arrows. The stylesheet is embedded, so the same markup is
 * the viewer's diagram and the exported SVG file. Every state and transition is a focusable
 * button (Enter or Space selects); overlays only switch classes (`is-active`, `is-last`,
 * `is-selected`, `cov-*`). Pan and zoom belong to the page that shows it.
 */
export const FlowDiagram = ({
  description,
  layout,
  active,
  lastTransitions,
  coverage,
  selected = null,
  onSelect,
  title,
  className,
  embedStyle = true,
}: FlowDiagramProps) => {
  const byId = new Map(description.states.map((state) => [state.id, state]));
  const keyOf = (id: string): string => byId.get(id)?.key ?? id;
  const internal = new Map<string, FlowTransition[]>();
  for (const transition of description.transitions) {
    const layoutOf = layout.transitions[transition.id];
    if (!layoutOf?.internal) continue;
    internal.set(transition.source, [...(internal.get(transition.source) ?? []), transition]);
  }
  const heading = title ?? description.id;
  const prefix = `flow-${description.id}`;
  const about = (description.description ?? heading).replace(/\.$/, '');
  const summary = `${about}. ${description.states.length} states, ${description.transitions.length} transitions.`;
  const select = (kind: 'state' | 'transition', id: string) =>
    onSelect ? () => onSelect({ kind, id }) : undefined;

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={classes('flow-diagram', className)}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="group"
      aria-labelledby={`${prefix}-title`}
      aria-describedby={`${prefix}-desc`}
      data-flow-id={description.id}
    >
      <title id={`${prefix}-title`}>{heading}</title>
      <desc id={`${prefix}-desc`}>{summary}</desc>
      {embedStyle && <style>{diagramCss}</style>}
      <g className="states">
        {description.states.map((state) => {
          const rect = layout.states[state.id];
          if (!rect) return null;
          const parent = byId.get(state.parent ?? '');
          const isActive = active?.has(state.id) ?? false;
          return (
            <StateShape
              key={state.id}
              state={state}
              rect={rect}
              box={stateBox(state, internal.get(state.id) ?? [])}
              label={stateLabel(state, isActive)}
              onSelect={select('state', state.id)}
              className={classes(
                'state',
                `type-${state.type}`,
                state.parent === null && 'is-root',
                parent?.type === 'parallel' && 'is-region',
                isActive && 'is-active',
                selected === state.id && 'is-selected',
                coverageClass(coverage?.states[state.id]),
              )}
            />
          );
        })}
      </g>
      <g className="initials">
        {Object.entries(layout.initials).map(([id, initial]) => (
          <InitialMarker key={id} layout={initial} />
        ))}
      </g>
      <g className="transitions">
        {description.transitions.map((transition) => {
          const layoutOf = layout.transitions[transition.id];
          if (!layoutOf) return null;
          return (
            <TransitionShape
              key={transition.id}
              id={transition.id}
              layout={layoutOf}
              description={transition.description}
              label={transitionLabel(transition, keyOf)}
              onSelect={select('transition', transition.id)}
              className={classes(
                'edge',
                `kind-${transition.kind}`,
                layoutOf.internal && 'internal',
                lastTransitions?.has(transition.id) && 'is-last',
                selected === transition.id && 'is-selected',
                coverageClass(coverage?.transitions[transition.id]),
              )}
            />
          );
        })}
      </g>
    </svg>
  );
};
