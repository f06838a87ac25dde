import type { FlowState } from '@his/machines/flows/normalise';
import {
  childStatesOf,
  rootStateOf,
  transitionsFrom,
  type CatalogueFlow,
} from '../lib/catalogue.ts';
import type { Selection } from '../lib/selection.ts';
import { branchGroups, targetsText } from '../lib/transition-text.ts';
import type { Highlight } from './diagram-view.tsx';
import styles from './outline-view.module.css';

interface OutlineProps {
  flow: CatalogueFlow;
  highlight: Highlight;
  selected: Selection | null;
  onSelect: (selection: Selection) => void;
}

interface CardProps extends OutlineProps {
  state: FlowState;
  /** The parent's initial child: marked with the initial arrow. */
  initial: boolean;
  /** A region of a parallel state: drawn dashed. */
  region: boolean;
}

const typeBadge = (state: FlowState): string | null => {
  if (state.type === 'parallel') return 'parallel';
  if (state.type === 'final') return 'final';
  if (state.type === 'history') return state.history === 'deep' ? 'history H*' : 'history H';
  return null;
};

const Chips = ({ label, items }: { label: string; items: readonly string[] }) =>
  items.length === 0 ? null : (
    <p className={styles.row}>
      <span className={styles.rowLabel}>{label}</span>
      {items.map((item) => (
        <code key={item} className={styles.chip}>
          {item}
        </code>
      ))}
    </p>
  );

const TransitionList = ({ flow, state, highlight, selected, onSelect }: CardProps) => {
  const groups = branchGroups(transitionsFrom(flow, state.id));
  if (groups.length === 0) return null;
  const flowId = flow.entry.id;
  return (
    <ul className={styles.transitions} aria-label={`Transitions from ${state.key}`}>
      {groups.map((group) => (
        <li key={group.trigger} className={styles.group}>
          <span className={styles.trigger}>{group.trigger}</span>
          <ul className={styles.branches}>
            {group.branches.map(({ transition, condition }) => (
              <li
                key={transition.id}
                className={styles.branch}
                data-outline-transition-id={transition.id}
                data-coverage={highlight.coverage?.transitions[transition.id]}
                aria-current={selected?.id === transition.id ? 'true' : undefined}
                data-last={highlight.lastTransitions?.has(transition.id) || undefined}
              >
                <button
                  type="button"
                  className={styles.branchButton}
                  onClick={() => onSelect({ kind: 'transition', id: transition.id })}
                >
                  {condition && <span className={styles.condition}>{condition}</span>}
                  {transition.guard && <span className={styles.guard}>[{transition.guard}]</span>}
                  <span aria-hidden="true">→</span>
                  <span className={styles.target}>{targetsText(flowId, transition)}</span>
                  {transition.actions.length > 0 && (
                    <span className={styles.actions}>/ {transition.actions.join(', ')}</span>
                  )}
                </button>
                {transition.description && (
                  <p className={styles.transitionNote}>{transition.description}</p>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
};

const StateCard = (props: CardProps) => {
  const { flow, state, initial, region, highlight, selected, onSelect } = props;
  const children = childStatesOf(flow, state.id);
  const badge = typeBadge(state);
  const classes = [styles.card, region && styles.region, state.type === 'final' && styles.final]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={classes}
      data-outline-state-id={state.id}
      data-active={highlight.active?.has(state.id) || undefined}
      data-coverage={highlight.coverage?.states[state.id]}
      aria-current={selected?.id === state.id ? 'true' : undefined}
    >
      <div className={styles.header}>
        {initial && (
          <span className={styles.initial} title="initial state">
            <span className="visually-hidden">initial: </span>●→
          </span>
        )}
        <button
          type="button"
          className={styles.key}
          onClick={() => onSelect({ kind: 'state', id: state.id })}
        >
          {state.key}
        </button>
        {badge && <span className={styles.badge}>{badge}</span>}
        {state.tags.map((tag) => (
          <span key={tag} className={styles.tag}>
            #{tag}
          </span>
        ))}
      </div>
      {state.description && <p className={styles.description}>{state.description}</p>}
      <Chips label="entry" items={state.entry} />
      <Chips label="exit" items={state.exit} />
      <Chips
        label="invoke"
        items={state.invoke.map((invoke) =>
          invoke.id === invoke.src ? invoke.id : `${invoke.id} (${invoke.src})`,
        )}
      />
      <TransitionList {...props} />
      {children.length > 0 && (
        <ul className={state.type === 'parallel' ? styles.regions : styles.children}>
          {children.map((child) => (
            <StateCard
              {...props}
              key={child.id}
              state={child}
              initial={state.initial === child.id}
              region={state.type === 'parallel'}
            />
          ))}
        </ul>
      )}
    </li>
  );
};

/**
 * The card view: every state nested in its parent, with its rules listed underneath as
 * `event [guard] → target / actions`, same-event branches as `if / else if / else`. It needs
 * no layout, reads top to bottom, and prints.
 */
export const OutlineView = (props: OutlineProps) => {
  const root = rootStateOf(props.flow);
  if (!root) return null;
  return (
    <ul className={styles.outline} aria-label={`Outline of ${props.flow.entry.title}`}>
      <StateCard {...props} state={root} initial={false} region={false} />
    </ul>
  );
};
