import type { ActorRefLike, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { BrowserFlowCoverage } from '@his/machines/flows/coverage-report';
import { activeStateIds, flowIdOf, transitionIdOf } from '@his/machines/flows/ids';
import {
  maskedValue,
  type LiveActors,
  type LiveMessage,
  type MaskedContext,
} from './flow-inspection.ts';

/**
 * The readers of `flowInspect` (flow-inspection.ts), a chunk of their own: no player's first
 * load carries them. The coverage recorder counts into the test's `__FLOW_COVERAGE__`; the live
 * sender answers the `/flows` viewer with masked snapshots.
 */

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

/** What live mode hands over: the tab's channel, its actors so far, and whether a viewer greeted. */
export interface LiveState {
  channel: BroadcastChannel;
  /** Kept by flow-inspection.ts for every event, before and after this chunk came. */
  actors: LiveActors;
  greeted: boolean;
}

/** Live-mode sender of one tab: silent until a viewer says hello. */
const createLiveSender = ({ channel, actors, greeted }: LiveState) => {
  const tab = Math.random().toString(36).slice(2, 10);
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

  const greet = () => {
    listening = true;
    for (const actor of actors.values()) {
      const snapshot: unknown = actor.getSnapshot();
      if (isMachineSnapshot(snapshot) && snapshot.status === 'active') post(actor, snapshot, '');
    }
  };
  channel.onmessage = (message: MessageEvent<LiveMessage>) => {
    if (message.data.type === 'hello') greet();
  };
  if (greeted) greet();

  return (event: InspectionEvent) => {
    const { actorRef } = event;
    if (event.type === '@xstate.snapshot') {
      const { snapshot } = event;
      if (!isMachineSnapshot(snapshot)) return;
      if (snapshot.status !== 'active') {
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

/** The readers asked for: coverage when a test defined it, live mode when the build keeps it. */
export const createReaders = (
  coverage: BrowserFlowCoverage | undefined,
  live: LiveState | undefined,
): ((event: InspectionEvent) => void) => {
  const readers: ((event: InspectionEvent) => void)[] = [];
  if (coverage) readers.push(createCoverageRecorder(coverage));
  // The build flag is read here as well as by the caller: it folds to false in this module, so
  // a build without the viewer drops the live sender.
  if (live && import.meta.env.VITE_FLOWS_VIEWER !== 'off') readers.push(createLiveSender(live));
  return (event) => readers.forEach((read) => read(event));
};
