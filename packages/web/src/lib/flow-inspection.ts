import type { InspectionEvent } from 'xstate';
import type { BrowserFlowCoverage } from '@his/machines/flows/coverage-report';

/**
 * The one XState `inspect` callback every actor of the site is created with. It serves two
 * readers and costs nothing when neither is there:
 * - **coverage** (tests only): a test defines `window.__FLOW_COVERAGE__` before the app loads;
 *   every transition taken and every state entered is counted into it;
 * - **live mode** (the `/flows` viewer in another tab of the same browser): when the build keeps
 *   the viewer (`VITE_FLOWS_VIEWER` is not `off`) and a viewer has said hello on the
 *   BroadcastChannel, each snapshot is posted as state ids, the event's type and the context
 *   with every value masked but booleans and nulls. No payload, money or personal field leaves
 *   the tab.
 * The readers themselves are a chunk (`flow-readers.ts`) loaded only when one of them is wanted;
 * the events that come before it are kept, in order, and read when it arrives.
 */

declare global {
  interface Window {
    __FLOW_COVERAGE__?: BrowserFlowCoverage;
  }
}

export const liveChannelName = 'his-flows-live';

/** A masked context: keys as they are, values `•••` unless boolean or null. */
export type MaskedContext = Record<string, string | boolean | null>;

/** Messages on {@link liveChannelName}. The viewer says `hello`; site tabs answer with snapshots. */
export type LiveMessage =
  | { type: 'hello' }
  | {
      type: 'snapshot';
      tab: string;
      actor: string;
      flowId: string;
      active: string[];
      event: string;
      transitions: string[];
      context: MaskedContext;
      at: number;
    }
  | { type: 'stopped'; tab: string; actor: string; flowId: string };

export const maskedValue = '•••';

const createFlowInspect = () => {
  if (typeof window === 'undefined') return undefined;
  const coverage = window.__FLOW_COVERAGE__;
  const live =
    import.meta.env.VITE_FLOWS_VIEWER !== 'off' && typeof BroadcastChannel === 'function';
  if (!coverage && !live) return undefined;
  let read: ((event: InspectionEvent) => void) | null = null;
  const early: InspectionEvent[] = [];
  void import('./flow-readers.ts').then(
    ({ createReaders }) => {
      read = createReaders(coverage, live);
      early.splice(0).forEach(read);
    },
    // A chunk that did not come reads nothing, and keeps nothing.
    () => {
      read = () => undefined;
      early.length = 0;
    },
  );
  return (event: InspectionEvent) => {
    if (read) read(event);
    else early.push(event);
  };
};

/** Pass as `inspect` when creating an actor; `undefined` when nothing listens. */
export const flowInspect = createFlowInspect();
