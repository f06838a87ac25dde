import { assign, enqueueActions, fromCallback, sendParent, sendTo, setup } from 'xstate';
import type { MemberInfo } from '@his/shared/schemas/member';
import { balanceMachine } from '../balance/balance.machine.ts';
import { bootMachine, type BootOutput } from '../boot/boot.machine.ts';
import { favouritesMachine } from '../favourites/favourites.machine.ts';
import type { ForgotPasswordOutput } from '../forgot-password/forgot-password.logic.ts';
import type { FreePlayOutput } from '../free-play/free-play.machine.ts';
import { gameLaunchMachine } from '../game-launch/game-launch.machine.ts';
import { viewerOf } from '../game-launch/game-launch.logic.ts';
import { centerViewerOf, memberCenterMachine } from '../member-center/member-center.machine.ts';
import type { CenterPage } from '../member-center/member-center.pages.ts';
import { modalsMachine, type ModalsEvent } from '../modals/modals.machine.ts';
import type { RegistrationOutput } from '../registration/registration.setup.ts';
import { sessionMachine } from '../session/session.machine.ts';

/** The app's two centers, by their child's id: the member center and the agent center. */
type CenterId = 'memberCenter' | 'agentCenter';

/**
 * The header entries that open a center, each on its page (SPEC §2): the session lets a real
 * account through (`runAction`) and the center opens there (the agent center decides for itself
 * whether the account is an agent's).
 */
export const centerEntries = {
  memberCenter: { center: 'memberCenter', page: 'securityCenter' },
  deposit: { center: 'memberCenter', page: 'depositv2' },
  bettingRecord: { center: 'memberCenter', page: 'personalHistoryCopy' },
  messages: { center: 'memberCenter', page: 'messageV2' },
  agentCenter: { center: 'agentCenter', page: 'agentTeamOverview' },
} as const satisfies Record<string, { center: CenterId; page: CenterPage }>;
export type CenterEntry = keyof typeof centerEntries;

const isCenterEntry = (action: string): action is CenterEntry => action in centerEntries;

/**
 * The flows a screen runs for as long as it shows (a form's life): registration, free play,
 * forgot password and change password. They live and die with their screen, so the screen
 * starts them, not the app; but how each one ends is the app's to route. The screen's hook
 * (`useScreenFlow` in the web) sends the app `<id>.done` with the flow's output, the way xstate
 * tells a parent that a child is done; the screens never tell the session themselves.
 */
interface ScreenFlowOutputs {
  registration: RegistrationOutput;
  freePlay: FreePlayOutput;
  forgotPassword: ForgotPasswordOutput;
  changePassword: undefined;
}

/** The screen flows, by the id their end is told under. */
export type ScreenFlowId = keyof ScreenFlowOutputs;

/** What the screen flow of that id ends with. */
export type ScreenFlowOutput<Id extends ScreenFlowId> = ScreenFlowOutputs[Id];

type ScreenFlowDone = {
  [Id in ScreenFlowId]: { type: `${Id}.done`; output: ScreenFlowOutputs[Id] };
}[ScreenFlowId];

/** The app's event for a screen flow's end. */
export const screenFlowDone = <Id extends ScreenFlowId>(
  id: Id,
  output: ScreenFlowOutputs[Id],
): AppEvent => ({ type: `${id}.done`, output }) as ScreenFlowDone;

/** A short notice the player reads after a modal closed (the web shows it; SPEC §4). */
export interface AppNotice {
  title: 'forgot.emailSent' | 'forgot.passwordReset' | 'account.agentsOnly';
  detail?: 'forgot.emailSentDetail';
}

/** A modal a flow asks for (the modals chart's own event). */
type ModalOpen = Extract<ModalsEvent, { type: 'modal.open' }>;

/** Events the app's children and its api signals send it; the app routes each one. */
export type AppEvent =
  // from the session
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  | { type: 'session.loggedIn'; member: MemberInfo | null }
  | { type: 'entry.run'; action: string }
  // from the session and the game launch: what the modals should show
  | ModalOpen
  | { type: 'modal.close' }
  | { type: 'trialWarning.open' }
  // from the agent center: a player's account asked for it
  | { type: 'center.refused' }
  // from the modals
  | { type: 'modal.closed' }
  | { type: 'trialWarning.read' }
  // from the api client (every call's answer)
  | { type: 'api.unauthorized' }
  | { type: 'api.passwordChangeRequired' }
  // from the pages
  | { type: 'balance.refresh' }
  // from the screen flows, when they end
  | ScreenFlowDone;

export interface AppContext {
  /** What boot learnt (the session's input); null until boot is over. */
  started: BootOutput | null;
}

/** What the app tells the api client's signals: someone has just signed in. */
export interface ApiSignalsEvent {
  type: 'api.sessionStarted';
}

export type AppTag = 'booting' | 'running' | 'member';

/*
 * Each child chart names its effects on the rest of the site as actions (`closeModals`,
 * `openLoginPopup`, `tellClosed` …); inside the app they become events to the app, which routes
 * them below. Built-in `sendParent` runs after the child's new state is committed, so the app
 * always sees children in the state that sent the event. The web adds each child's own I/O with
 * `.provide` on these.
 */
export const sessionInApp = sessionMachine.provide({
  actions: {
    tellSignedIn: sendParent({ type: 'session.signedIn' }),
    tellSignedOut: sendParent({ type: 'session.signedOut' }),
    tellLoggedIn: sendParent(({ context }) => ({
      type: 'session.loggedIn',
      member: context.member,
    })),
    closeModals: sendParent({ type: 'modal.close' }),
    tellSessionEnded: sendParent({ type: 'modal.open', name: 'sessionEndedModal' }),
    showForcedPasswordChange: sendParent({
      type: 'modal.open',
      name: 'changePassModal',
      dismissible: false,
    }),
    // SPEC §2 names a "first-login password change": on an account's first login the
    // change-password modal is suggested, and can be dismissed (unlike the forced change).
    runFirstLoginAction: sendParent({
      type: 'modal.open',
      name: 'changePassModal',
      dismissible: true,
    }),
    openLoginPopup: sendParent({ type: 'modal.open', name: 'loginPopupModal' }),
    showTrialWarning: sendParent({ type: 'trialWarning.open' }),
    runAction: sendParent((_, params: { action: string }) => ({
      type: 'entry.run',
      action: params.action,
    })),
  },
});

export const gameLaunchInApp = gameLaunchMachine.provide({
  actions: {
    openLoginPopup: sendParent({ type: 'modal.open', name: 'loginPopupModal' }),
    showRealAccountWarning: sendParent({ type: 'trialWarning.open' }),
  },
});

export const memberCenterInApp = memberCenterMachine.provide({
  actions: {
    refuseTrial: sendParent({ type: 'trialWarning.open' }),
    askLogin: sendParent({ type: 'modal.open', name: 'loginPopupModal' }),
    refuseNonAgent: sendParent({ type: 'center.refused' }),
  },
});

export const modalsInApp = modalsMachine.provide({
  actions: {
    tellClosed: sendParent({ type: 'modal.closed' }),
    tellWarningRead: sendParent({ type: 'trialWarning.read' }),
  },
});

/**
 * The whole site as one actor system: boot, then the session, the modals, the game launch and
 * (while the member is on screen) the header balance, each a child the app reaches by its id. Whatever one
 * flow means for another is a transition here, so `/flows` shows all of it.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    tags: {} as AppTag,
  },
  actors: {
    boot: bootMachine,
    modals: modalsInApp,
    session: sessionInApp,
    gameLaunch: gameLaunchInApp,
    balance: balanceMachine,
    favourites: favouritesMachine,
    memberCenter: memberCenterInApp,
    // The same chart for agents: a source of its own, so the web gives it its own address and pages.
    agentCenter: memberCenterInApp,
    // The api client's signals: a 401 or a 403 password.change.required on any call.
    apiSignals: fromCallback<ApiSignalsEvent>(() => undefined),
  },
  guards: {
    hasRestoredMember: ({ context }) => context.started?.member != null,
    isChangePassword: (_, params: { action: string }) => params.action === 'changePassword',
    isCenterEntry: (_, params: { action: string }) => isCenterEntry(params.action),
    resetLoggedIn: (_, params: { output: ForgotPasswordOutput }) =>
      params.output.outcome === 'loggedIn' && params.output.member !== null,
    resetMailSent: (_, params: { output: ForgotPasswordOutput }) =>
      params.output.outcome === 'emailSent',
  },
  actions: {
    rememberStart: assign((_, params: { output: BootOutput }) => ({ started: params.output })),
    openCenter: enqueueActions(({ enqueue }, params: { action: string }) => {
      const entry = centerEntries[params.action as CenterEntry];
      enqueue.sendTo(entry.center, {
        type: 'center.open',
        page: entry.page,
        menuFirst: params.action === 'memberCenter',
      });
    }),
    tellViewer: enqueueActions(({ enqueue }, params: { member: MemberInfo | null }) => {
      const viewer = centerViewerOf(params.member);
      enqueue.sendTo('memberCenter', { type: 'viewer.changed', viewer });
      enqueue.sendTo('agentCenter', { type: 'viewer.changed', viewer });
    }),
    showModal: sendTo('modals', (_, params: { open: ModalOpen }) => params.open),
    closeModal: sendTo('modals', { type: 'modal.close' }),
    showTrialWarning: sendTo('modals', { type: 'trialWarning.open' }),
    openPasswordChange: sendTo('modals', {
      type: 'modal.open',
      name: 'changePassModal',
      dismissible: true,
    }),
    expireSession: sendTo('session', { type: 'session.expired' }),
    startApiSession: sendTo('apiSignals', { type: 'api.sessionStarted' }),
    startSession: sendTo('session', (_, params: { member: MemberInfo | null }) => {
      if (params.member === null) throw new Error('a screen flow ended without its member');
      return { type: 'session.started', member: params.member };
    }),
    confirmPasswordChange: sendTo('session', { type: 'password.changed' }),
    // The web shows it (a notice that outlives the modal).
    announce: (_, _notice: AppNotice) => {},
    forcePasswordChange: sendTo('session', { type: 'password.changeRequired' }),
    continueLaunch: sendTo('gameLaunch', (_, params: { member: MemberInfo | null }) => ({
      type: 'session.loggedIn',
      viewer: viewerOf(params.member),
    })),
    dropLaunchAwaitingLogin: sendTo('gameLaunch', { type: 'login.cancelled' }),
    releaseWarnedLaunch: sendTo('gameLaunch', { type: 'warning.confirm' }),
    refreshBalance: sendTo('balance', { type: 'balance.refresh' }),
    // A real member's favourites load; a trial account has none (SPEC §4 "Favourites").
    followMember: enqueueActions(({ enqueue }, params: { member: MemberInfo | null }) => {
      enqueue.sendTo('favourites', { type: 'favourites.clear' });
      if (viewerOf(params.member) === 'member') {
        enqueue.sendTo('favourites', { type: 'favourites.load' });
      }
    }),
    forgetFavourites: sendTo('favourites', { type: 'favourites.clear' }),
  },
}).createMachine({
  id: 'app',
  description:
    'The site as one actor system: boot, session, modals, game launch and balance, and what each flow means for the others.',
  context: { started: null },
  invoke: [
    { id: 'modals', src: 'modals' },
    {
      id: 'boot',

      src: 'boot',
      onDone: {
        target: '.running',
        actions: { type: 'rememberStart', params: ({ event }) => ({ output: event.output }) },
        description:
          'Boot is over (the site is open): the session starts with the restored member and the modules boot learnt.',
      },
    },
  ],
  initial: 'booting',
  states: {
    booting: {
      description: 'Boot decides which page shows; nothing else runs yet.',
      tags: ['booting'],
    },
    running: {
      description:
        'The site is open: the session, the game launch, the favourites and the api signals run; whether someone is signed in is told by the session.',
      tags: ['running'],
      initial: 'starting',
      invoke: [
        {
          id: 'session',

          src: 'session',
          input: ({ context }) => ({
            member: context.started?.member ?? null,
            modules: context.started?.modules ?? {},
            mobileRule: context.started?.mobileRule ?? null,
          }),
        },
        { id: 'gameLaunch', src: 'gameLaunch' },
        { id: 'favourites', src: 'favourites' },
        { id: 'memberCenter', src: 'memberCenter', input: { audience: 'members' } },
        { id: 'agentCenter', src: 'agentCenter', input: { audience: 'agents' } },
        { id: 'apiSignals', src: 'apiSignals' },
      ],
      on: {
        'modal.open': {
          actions: { type: 'showModal', params: ({ event }) => ({ open: event }) },
          description:
            'A flow asks for a modal (the login popup, the forced or suggested password change, the session-ended notice): the modals show it.',
        },
        'modal.close': {
          actions: 'closeModal',
          description: 'A flow is done with the modal on screen (a login, a logout, a change).',
        },
        'trialWarning.open': {
          actions: 'showTrialWarning',
          description:
            'The session or the game launch refused a trial account: the modals show the real-account warning.',
        },
        'center.refused': {
          actions: { type: 'announce', params: { title: 'account.agentsOnly' } },
          description:
            'A player’s account asked for the agent center (a link, a stale bookmark): the player is told it is for agents.',
        },
        'trialWarning.read': {
          actions: 'releaseWarnedLaunch',
          description:
            'The player read the warning: a launch waiting on it goes back to idle (any other state of the launch ignores it).',
        },
        'api.unauthorized': {
          actions: 'expireSession',
          description: 'A call answered 401 (the bff dropped the token): the session ends.',
        },
        'api.passwordChangeRequired': {
          actions: 'forcePasswordChange',
          description:
            'A call answered 403 password.change.required: the session forces the change.',
        },
        'registration.done': {
          actions: {
            type: 'startSession',
            params: ({ event }) => ({ member: event.output.member }),
          },
          description:
            'The registration is done (a visitor’s, or a trial account’s): the session takes the new member.',
        },
        'freePlay.done': {
          actions: {
            type: 'startSession',
            params: ({ event }) => ({ member: event.output.member }),
          },
          description: 'Free play logged a trial account in: the session takes it.',
        },
        'forgotPassword.done': [
          {
            guard: { type: 'resetLoggedIn', params: ({ event }) => ({ output: event.output }) },
            actions: {
              type: 'startSession',
              params: ({ event }) => ({ member: event.output.member }),
            },
            description:
              'The password was reset by SMS and the automatic login worked: the session takes the member.',
          },
          {
            guard: { type: 'resetMailSent', params: ({ event }) => ({ output: event.output }) },
            actions: [
              {
                type: 'announce',
                params: { title: 'forgot.emailSent', detail: 'forgot.emailSentDetail' },
              },
              'closeModal',
            ],
            description: 'The reset mail went out: the modal closes and "Check your email" shows.',
          },
          {
            actions: [
              { type: 'announce', params: { title: 'forgot.passwordReset' } },
              {
                type: 'showModal',
                params: { open: { type: 'modal.open', name: 'loginPopupModal' } },
              },
            ],
            description:
              'The password was reset but the automatic login failed: the player is told and the login popup opens.',
          },
        ],
      },
      states: {
        starting: {
          description: 'Transient: boot restored a member or not.',
          always: [
            {
              guard: 'hasRestoredMember',
              target: 'signedIn',
              description:
                'Boot restored a session: the member is signed in (the session tells when it is on screen).',
            },
            { target: 'visitor', description: 'No session: a visitor.' },
          ],
        },
        visitor: {
          description: 'Nobody is signed in (the centers learn it).',
          entry: { type: 'tellViewer', params: { member: null } },
          on: {
            'session.signedIn': {
              target: 'signedIn',
              actions: 'startApiSession',
              description:
                'A login, registration, free play or reset signed someone in (told before the login popup closes); from now on a 401 answering a call sent before this sign-in ends nothing (that call belonged to the session that ended).',
            },
            'modal.closed': {
              actions: 'dropLaunchAwaitingLogin',
              description:
                'A modal closed and nobody signed in: a launch waiting for the login is dropped (any other state of the launch ignores it).',
            },
          },
        },
        signedIn: {
          description: 'Someone is signed in; the header entries can open the centers.',
          initial: 'pending',
          exit: 'forgetFavourites',
          on: {
            'session.signedOut': {
              target: 'visitor',
              description:
                'A logout, an expiry or a failed member load ended the session: the favourites are forgotten.',
            },
            'session.loggedIn': {
              target: '.loggedIn',
              actions: [
                { type: 'continueLaunch', params: ({ event }) => ({ member: event.member }) },
                { type: 'followMember', params: ({ event }) => ({ member: event.member }) },
                { type: 'tellViewer', params: ({ event }) => ({ member: event.member }) },
              ],
              description:
                'The member is on screen (again, after a password change or a trial account’s registration): the header balance (re)loads, a real member’s favourites load, the centers learn who it is, and a launch waiting for the login continues as that member or trial account (any other state of the launch ignores it).',
            },
            'entry.run': [
              {
                guard: {
                  type: 'isChangePassword',
                  params: ({ event }) => ({ action: event.action }),
                },
                actions: 'openPasswordChange',
                description:
                  'The member asked to change the password: the change the player may leave opens.',
              },
              {
                guard: {
                  type: 'isCenterEntry',
                  params: ({ event }) => ({ action: event.action }),
                },
                actions: {
                  type: 'openCenter',
                  params: ({ event }) => ({ action: event.action }),
                },
                description:
                  'A real account pressed the nickname, deposit or betting record: the member center opens on its page (security center, deposit, betting record); the agent-center button: the agent center on the team overview. Other actions (a favourite, a lottery bet) need nothing more.',
              },
            ],
            'changePassword.done': {
              actions: 'confirmPasswordChange',
              description:
                'The password changed (forced or chosen): the session reloads the member, and the modal closes.',
            },
          },
          states: {
            pending: {
              description:
                'Signed in, the member not on screen yet (member info loading, or a forced password change).',
            },
            loggedIn: {
              description: 'The member is on screen: the header balance runs.',
              tags: ['member'],
              invoke: { id: 'balance', src: 'balance' },
              on: {
                'balance.refresh': {
                  actions: 'refreshBalance',
                  description:
                    'A game page moved the wallet (it said so, or the player left it): the header balance reloads.',
                },
              },
            },
          },
        },
      },
    },
  },
});
