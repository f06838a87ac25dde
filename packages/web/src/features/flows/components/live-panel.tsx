import type { MaskedContext } from '@/lib/flow-inspection.ts';
import { leafStates, type LiveActor, type LiveState } from '../lib/live-state.ts';
import { stateLabel } from '../lib/transition-text.ts';
import styles from './overlay-panels.module.css';

interface LivePanelProps {
  flowId: string;
  live: LiveState;
  /** The actor the diagram follows (newest of this flow unless pinned). */
  followed: LiveActor | undefined;
  pinned: string | null;
  onPin: (key: string | null) => void;
}

const time = (at: number): string => new Date(at).toLocaleTimeString('en-GB', { hour12: false });

const leaves = (flowId: string, active: readonly string[]): string =>
  leafStates(active)
    .map((id) => stateLabel(flowId, id))
    .join(', ');

const contextText = (context: MaskedContext): string =>
  Object.entries(context)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/**
 * Live mode: the site's own actors in the other tabs of this browser, as they run. Values of
 * the context arrive masked (only booleans and nulls are real), so money and personal data
 * never reach the viewer.
 */
export const LivePanel = ({ flowId, live, followed, pinned, onPin }: LivePanelProps) => {
  const actors = Object.values(live.actors).sort((a, b) => b.seq - a.seq);
  const log = live.log.filter((entry) => entry.flowId === flowId);
  return (
    <section className={styles.panel} aria-labelledby="live-title">
      <h2 id="live-title" className={styles.title}>
        Live
      </h2>
      {actors.length === 0 ? (
        <p className={styles.waiting} role="status">
          Waiting for the site in another tab of this browser… Open the site (for example{' '}
          <a href="/" target="_blank" rel="noopener">
            the home page
          </a>
          ) and use it: its flows appear here as they run.
        </p>
      ) : (
        <>
          <p className={styles.muted} role="status">
            {followed
              ? `Showing tab ${followed.tab}, ${leaves(flowId, followed.active)}`
              : 'No running actor of this flow yet.'}
          </p>
          <table className={styles.table}>
            <caption className="visually-hidden">Actors seen</caption>
            <thead>
              <tr>
                <th scope="col">tab</th>
                <th scope="col">flow</th>
                <th scope="col">state</th>
                <th scope="col">
                  <span className="visually-hidden">follow</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {actors.map((actor) => (
                <tr key={actor.key} data-stopped={actor.stopped || undefined}>
                  <td>{actor.tab}</td>
                  <td>{actor.flowId}</td>
                  <td className={styles.states}>
                    {actor.stopped
                      ? 'stopped'
                      : leafStates(actor.active).map((id) => (
                          <span key={id}>{stateLabel(actor.flowId, id)}</span>
                        ))}
                  </td>
                  <td>
                    {actor.flowId === flowId && !actor.stopped && (
                      <button
                        type="button"
                        aria-pressed={pinned === actor.key}
                        onClick={() => onPin(pinned === actor.key ? null : actor.key)}
                      >
                        {pinned === actor.key ? 'Following' : 'Follow'}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h3 className={styles.subtitle}>Events of this flow</h3>
      {log.length === 0 ? (
        <p className={styles.muted}>None yet.</p>
      ) : (
        <ol className={styles.log} aria-label="Live event log" reversed>
          {log.map((entry) => (
            <li key={entry.seq}>
              <span className={styles.muted}>{time(entry.at)}</span>{' '}
              <code>{entry.event || '(current state)'}</code> →{' '}
              <span className={styles.stepKey}>{leaves(flowId, entry.active)}</span>
              {Object.keys(entry.context).length > 0 && (
                <p className={styles.context}>{contextText(entry.context)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
};
