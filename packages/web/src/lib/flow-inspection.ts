import type { ActorRefLike, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { BrowserFlowCoverage } from '@his/machines/flows/coverage-report';
import { activeStateIds, flowIdOf, transitionIdOf } from '@his/machines/flows/ids';

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

const maskContext = (context: unknown): MaskedContext => {
  if (typeof context !== 'object' || context === null) return {};
  return Object.fromEntries(
    Object.entries(context).map(([key, value]): [string, string | boolean | null] => [
      key,
      typeof value === 'boolean'
        ? value
        : value === null || value === undefined
          ? null
          : maskedValue,
    ]),
  );
};

const isMachineSnapshot = (snapshot: unknown): snapshot is AnyMachineSnapshot =>
  typeof snapshot === 'object' && snapshot !== null && '_nodes' in snapshot;

const count = (record: Record<string, number>, id: string) => {
  record[id] = (record[id] ?? 0) + 1;
};

/** Live-mode sender of one tab: silent until a viewer says hello. */
const createLiveSender = (channel: BroadcastChannel) => {
  const tab = Math.random().toString(36).slice(2, 10);
  const actors = new Map<string, ActorRefLike>();
  const pending = new Map<string, string[]>();
  let listening = false;

  const post = (actor: ActorRefLike, snapshot: AnyMachineSnapshot, event: string) => {
    const active = activeStateIds(snapshot);
    const message: LiveMessage = {
      type: 'snapshot',
      tab,
      actor: actor.sessionId,
      flowId: flowIdOf(active[0] ?? snapshot.machine.id),
      active,
      event,
      transitions: pending.get(actor.sessionId) ?? [],
      context: maskContext(snapshot.context),
      at: Date.now(),
    };
    pending.delete(actor.sessionId);
    channel.postMessage(message);
  };

  channel.onmessage = (message: MessageEvent<LiveMessage>) => {
    if (message.data.type !== 'hello') return;
    listening = true;
    for (const actor of actors.values()) {
      const snapshot: unknown = actor.getSnapshot();
      if (isMachineSnapshot(snapshot) && snapshot.status === 'active') post(actor, snapshot, '');
    }
  };

  return (event: InspectionEvent) => {
    const { actorRef } = event;
    if (event.type === '@xstate.snapshot') {
      const { snapshot } = event;
      if (!isMachineSnapshot(snapshot)) return;
      if (snapshot.status !== 'active') {
        actors.delete(actorRef.sessionId);
        pending.delete(actorRef.sessionId);
        if (listening)
          channel.postMessage({
            type: 'stopped',
            tab,
            actor: actorRef.sessionId,
            flowId: snapshot.machine.id,
          } satisfies LiveMessage);
        return;
      }
      actors.set(actorRef.sessionId, actorRef);
      if (listening) post(actorRef, snapshot, event.event.type);
    } else if (event.type === '@xstate.microstep' && listening) {
      const taken = pending.get(actorRef.sessionId) ?? [];
      taken.push(...event._transitions.map(transitionIdOf));
      pending.set(actorRef.sessionId, taken);
    }
  };
};

const createCoverageRecorder = (coverage: BrowserFlowCoverage) => (event: InspectionEvent) => {
  if (event.type === '@xstate.microstep') {
    event._transitions.forEach((transition) =>
      count(coverage.transitions, transitionIdOf(transition)),
    );
  } else if (
    event.type === '@xstate.snapshot' &&
    isMachineSnapshot(event.snapshot) &&
    event.snapshot.status === 'active'
  ) {
    activeStateIds(event.snapshot).forEach((id) => count(coverage.states, id));
  }
};

const createFlowInspect = (): ((event: InspectionEvent) => void) | undefined => {
  if (typeof window === 'undefined') return undefined;
  const readers: ((event: InspectionEvent) => void)[] = [];
  const coverage = window.__FLOW_COVERAGE__;
  if (coverage) readers.push(createCoverageRecorder(coverage));
  if (import.meta.env.VITE_FLOWS_VIEWER !== 'off' && typeof BroadcastChannel === 'function')
    readers.push(createLiveSender(new BroadcastChannel(liveChannelName)));
  if (readers.length === 0) return undefined;
  return (event) => readers.forEach((read) => read(event));
};

/** Pass as `inspect` when creating an actor; `undefined` when nothing listens. */
export const flowInspect = createFlowInspect();
