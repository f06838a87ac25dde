import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { flowCatalogue, flowCounts, type CatalogueFlow } from '../lib/catalogue.ts';
import { searchFlows, selectionHref, type SearchHit } from '../lib/search.ts';
import styles from './flow-list-page.module.css';

const kindLabel: Record<SearchHit['kind'], string> = {
  flow: 'Flow',
  state: 'State',
  transition: 'Transition',
};

const FlowCard = ({ flow }: { flow: CatalogueFlow }) => {
  const counts = flowCounts(flow);
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link to={selectionHref(flow.entry.id)}>{flow.entry.title}</Link>
      </h2>
      <code className={styles.id}>{flow.entry.id}</code>
      <p className={styles.description}>{flow.entry.description}</p>
      <dl className={styles.counts}>
        <div>
          <dt>states</dt>
          <dd>{counts.states}</dd>
        </div>
        <div>
          <dt>transitions</dt>
          <dd>{counts.transitions}</dd>
        </div>
        <div>
          <dt>invokes</dt>
          <dd>{counts.invokes}</dd>
        </div>
        <div>
          <dt>timers</dt>
          <dd>{counts.delays}</dd>
        </div>
      </dl>
    </li>
  );
};

const SearchResults = ({
  hits,
  catalogue,
}: {
  hits: SearchHit[];
  catalogue: readonly CatalogueFlow[];
}) => {
  if (hits.length === 0) return <p className={styles.empty}>Nothing matches.</p>;
  const byFlow = catalogue
    .map((flow) => ({ flow, hits: hits.filter((hit) => hit.flowId === flow.entry.id) }))
    .filter((group) => group.hits.length > 0);
  return (
    <div className={styles.results}>
      {byFlow.map(({ flow, hits: flowHits }) => (
        <section key={flow.entry.id} aria-labelledby={`hits-${flow.entry.id}`}>
          <h2 id={`hits-${flow.entry.id}`} className={styles.groupTitle}>
            {flow.entry.title} <span>({flowHits.length})</span>
          </h2>
          <ul className={styles.hits}>
            {flowHits.map((hit) => (
              <li key={`${hit.kind}:${hit.id}`}>
                <span className={styles.kind} data-kind={hit.kind}>
                  {kindLabel[hit.kind]}
                </span>
                <Link to={hit.href} className={styles.hitLabel}>
                  {hit.label}
                </Link>
                {hit.detail && <p className={styles.hitDetail}>{hit.detail}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};

/** `/flows`: every registered flow, and a search through all their states and transitions. */
export const FlowListPage = () => {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const catalogue = flowCatalogue();
  const hits = useMemo(() => searchFlows(catalogue, query), [catalogue, query]);
  const onQuery = (value: string) => setParams(value ? { q: value } : {}, { replace: true });

  return (
    <>
      <title>Flows · HIS</title>
      <div className={styles.top}>
        <div>
          <h1 className={styles.title}>Flows</h1>
          <p className={styles.lead}>
            Every statechart of the site, drawn from the machines the site runs. Open one to read
            its states and rules, replay a generated test path, or watch it live.
          </p>
        </div>
        <search className={styles.search}>
          <label htmlFor="flow-search">Search flows, states and transitions</label>
          <input
            id="flow-search"
            type="search"
            value={query}
            placeholder="event, guard, action, state, description…"
            onChange={(event) => onQuery(event.target.value)}
          />
          <p className={styles.hint} aria-live="polite">
            {query
              ? `${hits.length} ${hits.length === 1 ? 'match' : 'matches'}`
              : `${catalogue.length} flows`}
          </p>
        </search>
      </div>
      {query ? (
        <SearchResults hits={hits} catalogue={catalogue} />
      ) : (
        <ul className={styles.grid} aria-label="Flows">
          {catalogue.map((flow) => (
            <FlowCard key={flow.entry.id} flow={flow} />
          ))}
        </ul>
      )}
    </>
  );
};
