import type { ReactNode } from 'react';
import { triggerOf } from '@his/flow-view/labels';
import type { FlowCoverage } from '@his/machines/flows/coverage-report';
import type { FlowState, FlowTransition } from '@his/machines/flows/normalise';
import { transitionsFrom, type CatalogueFlow } from '../lib/catalogue.ts';
import type { Selection } from '../lib/selection.ts';
import { stateLabel, transitionLine } from '../lib/transition-text.ts';
import styles from './details-panel.module.css';

interface DetailsPanelProps {
  flow: CatalogueFlow;
  selected: Selection | null;
  onSelect: (selection: Selection) => void;
  /** The loaded coverage report's entry for this flow: which tests took the selection. */
  coverage: FlowCoverage | null;
}

type Select = DetailsPanelProps['onSelect'];

const Field = ({ name, children }: { name: string; children: ReactNode }) => (
  <div className={styles.field}>
    <dt>{name}</dt>
    <dd>{children}</dd>
  </div>
);

const None = () => <span className={styles.none}>—</span>;

const List = ({ items }: { items: readonly string[] }) =>
  items.length === 0 ? (
    <None />
  ) : (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>
          <code>{item}</code>
        </li>
      ))}
    </ul>
  );

const StateLink = ({ flowId, id, onSelect }: { flowId: string; id: string; onSelect: Select }) => (
  <button type="button" className={styles.link} onClick={() => onSelect({ kind: 'state', id })}>
    {stateLabel(flowId, id)}
  </button>
);

const TransitionLinks = ({
  flowId,
  transitions,
  onSelect,
}: {
  flowId: string;
  transitions: readonly FlowTransition[];
  onSelect: Select;
}) =>
  transitions.length === 0 ? (
    <None />
  ) : (
    <ul className={styles.list}>
      {transitions.map((transition) => (
        <li key={transition.id}>
          <button
            type="button"
            className={styles.link}
            onClick={() => onSelect({ kind: 'transition', id: transition.id })}
          >
            {transitionLine(flowId, transition)}
          </button>
        </li>
      ))}
    </ul>
  );

const Tests = ({ entry }: { entry: { unit: string[]; browser: string[]; waived?: string } }) => (
  <>
    <Field name={`unit tests (${entry.unit.length})`}>
      <List items={entry.unit.slice(0, 20)} />
    </Field>
    <Field name={`browser tests (${entry.browser.length})`}>
      <List items={entry.browser.slice(0, 20)} />
    </Field>
    {entry.waived && <Field name="waived">{entry.waived}</Field>}
  </>
);

const StateDetails = ({
  flow,
  state,
  onSelect,
  coverage,
}: {
  flow: CatalogueFlow;
  state: FlowState;
  onSelect: Select;
  coverage: FlowCoverage | null;
}) => {
  const flowId = flow.entry.id;
  const incoming = flow.description.transitions.filter((t) => t.targets.includes(state.id));
  const tests = coverage?.states[state.id];
  return (
    <dl className={styles.fields}>
      <Field name="id">
        <code>{state.id}</code>
      </Field>
      <Field name="type">
        {state.type}
        {state.history && ` (${state.history})`}
      </Field>
      <Field name="description">{state.description ?? <None />}</Field>
      <Field name="parent">
        {state.parent ? (
          <StateLink flowId={flowId} id={state.parent} onSelect={onSelect} />
        ) : (
          <None />
        )}
      </Field>
      {state.initial && (
        <Field name="initial child">
          <StateLink flowId={flowId} id={state.initial} onSelect={onSelect} />
        </Field>
      )}
      <Field name="tags">
        <List items={state.tags} />
      </Field>
      <Field name="entry actions">
        <List items={state.entry} />
      </Field>
      <Field name="exit actions">
        <List items={state.exit} />
      </Field>
      <Field name="invokes">
        <List items={state.invoke.map((invoke) => `${invoke.id} ← ${invoke.src}`)} />
      </Field>
      <Field name="meta">
        {state.meta === null ? (
          <None />
        ) : (
          <pre className={styles.json}>{JSON.stringify(state.meta, null, 2)}</pre>
        )}
      </Field>
      <Field name="transitions out">
        <TransitionLinks
          flowId={flowId}
          transitions={transitionsFrom(flow, state.id)}
          onSelect={onSelect}
        />
      </Field>
      <Field name="transitions in">
        <TransitionLinks flowId={flowId} transitions={incoming} onSelect={onSelect} />
      </Field>
      {tests && <Tests entry={tests} />}
    </dl>
  );
};

const TransitionDetails = ({
  flow,
  transition,
  onSelect,
  coverage,
}: {
  flow: CatalogueFlow;
  transition: FlowTransition;
  onSelect: Select;
  coverage: FlowCoverage | null;
}) => {
  const flowId = flow.entry.id;
  const tests = coverage?.transitions[transition.id];
  return (
    <dl className={styles.fields}>
      <Field name="id">
        <code>{transition.id}</code>
      </Field>
      <Field name="trigger">{triggerOf(transition)}</Field>
      <Field name="kind">{transition.kind}</Field>
      <Field name="event">{transition.event ? <code>{transition.event}</code> : <None />}</Field>
      {transition.delay && (
        <Field name="delay">
          <code>{transition.delay.name}</code> ={' '}
          {transition.delay.ms === null ? 'computed at run time' : `${transition.delay.ms} ms`}
        </Field>
      )}
      <Field name="description">{transition.description ?? <None />}</Field>
      <Field name="source">
        <StateLink flowId={flowId} id={transition.source} onSelect={onSelect} />
      </Field>
      <Field name="guard">{transition.guard ? <code>{transition.guard}</code> : <None />}</Field>
      <Field name="actions">
        <List items={transition.actions} />
      </Field>
      <Field name="targets">
        {transition.targets.length === 0 ? (
          'none: stays in the source state'
        ) : (
          <ul className={styles.list}>
            {transition.targets.map((target) => (
              <li key={target}>
                <StateLink flowId={flowId} id={target} onSelect={onSelect} />
              </li>
            ))}
          </ul>
        )}
      </Field>
      {tests && <Tests entry={tests} />}
    </dl>
  );
};

/** Everything the description holds about the selected state or transition. */
export const DetailsPanel = ({ flow, selected, onSelect, coverage }: DetailsPanelProps) => {
  const state = selected?.kind === 'state' ? flow.states.get(selected.id) : undefined;
  const transition =
    selected?.kind === 'transition' ? flow.transitions.get(selected.id) : undefined;
  return (
    <section className={styles.panel} aria-labelledby="flow-details-title">
      <h2 id="flow-details-title" className={styles.title}>
        {state && `State ${state.key}`}
        {transition && `Transition ${triggerOf(transition)}`}
        {!state && !transition && 'Details'}
      </h2>
      {state && <StateDetails flow={flow} state={state} onSelect={onSelect} coverage={coverage} />}
      {transition && (
        <TransitionDetails
          flow={flow}
          transition={transition}
          onSelect={onSelect}
          coverage={coverage}
        />
      )}
      {!state && !transition && (
        <p className={styles.hint}>
          {selected
            ? `${selected.id} is not part of this flow.`
            : 'Select a state or a transition (click, or Tab to it and press Enter) to read it here.'}
        </p>
      )}
    </section>
  );
};
