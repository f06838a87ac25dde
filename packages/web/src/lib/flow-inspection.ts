import type { ActorRefLike, InspectionEvent } from 'xstate';
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
 * The readers themselves are a chunk (`flow-readers.ts`) loaded only when one of them is wanted
 * (a test's coverage at once, the live sender when a viewer says hello); the events that come
 * while it loads are kept, in order, and read when it arrives.
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

/** The actors alive in a tab (by session id), as the inspection events show them. */
export type LiveActors = Map<string, ActorRefLike>;

const track = (actors: LiveActors, event: InspectionEvent) => {
  if (event.type !== '@xstate.snapshot') return;
  const { status } = event.snapshot as { status?: string };
  if (status === 'active') actors.set(event.actorRef.sessionId, event.actorRef);
  else actors.delete(event.actorRef.sessionId);
};

const createFlowInspect = () => {
  if (typeof window === 'undefined') return undefined;
  const coverage = window.__FLOW_COVERAGE__;
  const live =
    import.meta.env.VITE_FLOWS_VIEWER !== 'off' && typeof BroadcastChannel === 'function';
  if (!coverage && !live) return undefined;
  // Until a viewer says hello, live mode only keeps the tab's actors (so the viewer gets their
  // current states at once): a player's page loads no reader and posts nothing.
  const actors: LiveActors = new Map();
  let read: ((event: InspectionEvent) => void) | null = null;
  let loading = false;
  let greeted = false;
  const early: InspectionEvent[] = [];
  const channel = live ? new BroadcastChannel(liveChannelName) : undefined;
  const load = () => {
    if (loading) return;
    loading = true;
    void import('./flow-readers.ts').then(
      ({ createReaders }) => {
        read = createReaders(coverage, channel && { channel, actors, greeted });
        early.splice(0).forEach(read);
      },
      // A chunk that did not come reads nothing, and keeps nothing.
      () => {
        read = () => undefined;
        early.length = 0;
      },
    );
  };
  if (channel) {
    channel.onmessage = (message: MessageEvent<LiveMessage>) => {
      if (message.data.type !== 'hello') return;
      greeted = true;
      load();
    };
  }
  if (coverage) load();
  return (event: InspectionEvent) => {
    track(actors, event);
    if (read) read(event);
    else if (loading) early.push(event);
  };
};

/** Pass as `inspect` when creating an actor; `undefined` when nothing listens. */
export const flowInspect = createFlowInspect();
