import { createActorContext, useActorRef, useSelector } from '@xstate/react';
import type {
  ActorRefFrom,
  AnyActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import type { balanceMachine } from '@his/machines/balance';
import type { bootMachine } from '@his/machines/boot';
import type { favouritesMachine } from '@his/machines/favourites';
import { appMachine, screenFlowDone } from '@his/machines/app';
import type {
  gameLaunchInApp,
  memberCenterInApp,
  modalsInApp,
  ScreenFlowId,
  ScreenFlowOutput,
  sessionInApp,
} from '@his/machines/app';
import type { ModuleId } from '@his/shared/modules';
import { flowInspect } from '@/lib/flow-inspection.ts';

/**
 * The site's one actor system: the `app` chart and its children (boot, modals, session, game
 * launch, favourites, balance). The app mounts the Provider with the I/O supplied (`app/app.actor.ts`);
 * components read one actor with `useSelector` (tags, context) and `send` it events. Whatever
 * one flow means for another is a transition of the app chart, never a component's glue.
 */
export const AppActor = createActorContext(appMachine, { inspect: flowInspect });

type ChildId =
  | 'boot'
  | 'modals'
  | 'session'
  | 'gameLaunch'
  | 'balance'
  | 'favourites'
  | 'memberCenter'
  | 'agentCenter';

/** The child of the app with that id, or undefined while it does not run. */
const useChildRef = <TLogic extends AnyActorLogic>(id: ChildId) =>
  AppActor.useSelector((snapshot) => snapshot.children[id]) as ActorRefFrom<TLogic> | undefined;

/** Hooks for one child of the app, read like an actor context of its own. */
const childActor = <TLogic extends AnyActorLogic>(id: ChildId) => {
  const useActorRef = (): ActorRefFrom<TLogic> => {
    const ref = useChildRef<TLogic>(id);
    if (ref === undefined) throw new Error(`the ${id} actor is not running here`);
    return ref;
  };
  return {
    /** The child's actor (throws where the app does not run it: a bug of the page tree). */
    useActorRef,
    /** The child's actor, or undefined while the app does not run it. */
    useOptionalActorRef: () => useChildRef<TLogic>(id),
    useSelector: <T>(
      selector: (snapshot: SnapshotFrom<TLogic>) => T,
      compare?: (a: T, b: T) => boolean,
    ): T =>
      useSelector(useActorRef(), (snapshot) => selector(snapshot as SnapshotFrom<TLogic>), compare),
  };
};

export const BootActor = childActor<typeof bootMachine>('boot');
export const ModalsActor = childActor<typeof modalsInApp>('modals');
/** Runs once boot is over: components under the boot gate. */
export const SessionActor = childActor<typeof sessionInApp>('session');
/** Runs once boot is over: every game, vendor card and lottery click goes through it. */
export const GameLaunchActor = childActor<typeof gameLaunchInApp>('gameLaunch');
/** Runs once boot is over; holds ids only while a real member is on screen. */
export const FavouritesActor = childActor<typeof favouritesMachine>('favourites');
/** Runs once boot is over: the page the address names, shown to a real member. */
export const MemberCenterActor = childActor<typeof memberCenterInApp>('memberCenter');
/** Runs once boot is over: the agent center's page the address names, shown to an agent. */
const AgentCenterActor = childActor<typeof memberCenterInApp>('agentCenter');
/** Each center's actor, by whom it is for. */
export const centerActors = { members: MemberCenterActor, agents: AgentCenterActor } as const;
/** Runs while the member is on screen. */
export const BalanceActor = childActor<typeof balanceMachine>('balance');

/**
 * Runs a screen's flow (a form: registration, free play, forgot or change password) for as long
 * as the screen shows. When it ends, its output goes to the app chart as `<id>.done`, the way
 * xstate tells a parent that a child is done, and the app routes it (the session takes the
 * member, the modal closes …): the screen only shows the flow and sends it what the player does.
 */
export const useScreenFlow = <Id extends ScreenFlowId, TLogic extends AnyStateMachine>(
  id: Id,
  logic: TLogic,
  input: InputFrom<TLogic>,
): ActorRefFrom<TLogic> => {
  const app = AppActor.useActorRef();
  return useActorRef(logic, { input, inspect: flowInspect }, (snapshot: AnyMachineSnapshot) => {
    if (snapshot.status === 'done')
      app.send(screenFlowDone(id, snapshot.output as ScreenFlowOutput<Id>));
  }) as ActorRefFrom<TLogic>;
};

/** Whether a whitelabel module (a server-side feature switch) is on for this site. */
export const useModuleOn = (modId: ModuleId): boolean =>
  SessionActor.useSelector((snapshot) => snapshot.context.modules[modId] === true);
