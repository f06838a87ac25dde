import { freshVisitor, sessionSetup } from './session.setup.ts';
import { visitorState } from './session.visitor.ts';

export {
  mustChangePassword,
  toLoginInput,
  requiredFieldKey,
  validateLoginForm,
  type ActionNeed,
  type ChallengeResult,
  type LoginCallType,
  type LoginFieldErrors,
  type LoginFormValues,
  type LoginInput,
  type LoginType,
  type SessionInput,
} from './session.logic.ts';
export type { SessionContext, SessionEvent, SessionTag } from './session.setup.ts';

/**
 * Login, logout and the steps in between (SPEC §4): form validation, the verification
 * challenge, the captcha asked for by a failed login, the forced password change, member info
 * and a session that expires. The web supplies the actors and the side-effect actions.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  description: 'Who is using the site: a visitor, a member logging in, or a logged-in member.',
  context: ({ input }) => ({
    ...freshVisitor,
    member: input.member,
    modules: input.modules,
    mobileRule: input.mobileRule ?? null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      description: 'Transient: starts logged in when boot restored a member, else as a visitor.',
      always: [
        {
          guard: 'hasMember',
          target: '#session.authenticated.loggedIn',
          description: 'Boot restored a session: the member is logged in without a new login.',
        },
        { target: 'visitor', description: 'No session: the visitor sees the login form.' },
      ],
    },
    visitor: visitorState,
    authenticated: {
      description: 'The platform issued a token (held by the bff) for this browser.',
      initial: 'checkingFirstLogin',
      exit: 'tellSignedOut',
      on: {
        'session.expired': {
          target: 'visitor',
          actions: ['forgetSession', 'closeModals', 'goHome', 'tellSessionEnded'],
          description:
            'A call answered 401 (the platform or the bff ended the login): the login ends, the visitor goes home and is told why, with the login offered (#10).',
        },
      },
      states: {
        checkingFirstLogin: {
          description:
            'Transient: notes a first login; its action runs once the member is on screen, after the login modals closed (it opens a modal of its own).',
          always: [
            {
              guard: 'isFirstTimeLogin',
              target: 'checkingPassword',
              actions: 'markFirstLogin',
              description: 'First login of this account: its action is due once logged in.',
            },
            { target: 'checkingPassword', description: 'Not a first login.' },
          ],
        },
        checkingPassword: {
          description: 'Transient: decides whether the password must change before anything else.',
          always: [
            {
              guard: 'mustChangePassword',
              target: 'forcedPasswordChange',
              actions: ['forgetOutcome', 'forgetFirstLogin'],
              description:
                'Default password 123456, or an expired one with PWDEXPFORCECHANGE3 on (never for SMS logins).',
            },
            {
              target: 'loadingMember',
              actions: 'forgetOutcome',
              description: 'The password may stay: load the member.',
            },
          ],
        },
        forcedPasswordChange: {
          description:
            'The change-password modal is forced on screen (it cannot be dismissed); after a login the password stays in memory for its form until this state is left, however it is left.',
          tags: ['forcedPasswordChange'],
          entry: 'showForcedPasswordChange',
          exit: 'forgetStoredPassword',
          initial: 'changing',
          states: {
            changing: {
              description: 'The member fills in the new password.',
              on: {
                'password.changed': {
                  target: '#session.authenticated.loadingMember',
                  actions: 'closeModals',
                  description:
                    'The password changed: the forced modal closes (it has nothing left to do, and a failed member load must not leave it on screen) and the member loads like after any login.',
                },
                'logout.request': {
                  target: 'loggingOut',
                  description:
                    'The member chose Sign out instead: no confirmation, the modal offers no other way out.',
                },
              },
            },
            loggingOut: {
              description: 'The logout call runs; the forced modal stays until it ends.',
              tags: ['loggingOut'],
              invoke: {
                id: 'logout',
                src: 'logout',
                onDone: {
                  target: '#session.visitor',
                  actions: ['forgetSession', 'closeModals', 'goHome'],
                  description: 'Logged out: the forced modal closes, a visitor at home.',
                },
                onError: {
                  target: '#session.visitor',
                  actions: ['forgetSession', 'closeModals', 'goHome'],
                  description:
                    'The call failed, yet the member asked to leave: the browser forgets the session all the same.',
                },
              },
            },
          },
        },
        loadingMember: {
          description: 'Loading member info; the login form keeps its busy state.',
          tags: ['submitting'],
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            onDone: [
              {
                guard: 'isFirstLoginPending',
                target: 'loggedIn',
                actions: [
                  { type: 'rememberMember', params: ({ event }) => ({ member: event.output }) },
                  'closeModals',
                  'goHome',
                  'runFirstLoginAction',
                  'forgetFirstLogin',
                ],
                description:
                  'Logged in for the first time: modals close, the member goes home, then the first-login action runs (the suggested password change).',
              },
              {
                target: 'loggedIn',
                actions: [
                  { type: 'rememberMember', params: ({ event }) => ({ member: event.output }) },
                  'closeModals',
                  'goHome',
                ],
                description: 'Logged in: modals close and the member goes home.',
              },
            ],
            onError: {
              target: '#session.visitor',
              actions: {
                type: 'rememberMemberFailure',
                params: ({ event }) => ({ error: event.error }),
              },
              description:
                'Member info failed: back to the login form with the error, the login can be retried.',
            },
          },
        },
        loggedIn: {
          description: 'The member is logged in.',
          tags: ['loggedIn'],
          entry: 'tellLoggedIn',
          on: {
            'password.changeRequired': {
              target: 'forcedPasswordChange',
              actions: 'forgetSession',
              description:
                'The platform refuses this member everything until the password changes (403 password.change.required, e.g. after a reload during a forced change): the forced change shows again, asking for the current password since none is held.',
            },
            'member.changed': {
              actions: {
                type: 'rememberMember',
                params: ({ event }) => ({ member: event.member }),
              },
              description:
                'The member changed the profile in the member center (a new nickname): the member info the platform answered replaces the one shown, with no reload and no other change.',
            },
          },
          initial: 'idle',
          states: {
            idle: {
              description: 'Normal use.',
              on: {
                'logout.request': {
                  target: 'confirmingLogout',
                  description: 'The member pressed Sign out: ask for confirmation.',
                },
                'action.request': [
                  {
                    guard: {
                      type: 'isTrialWithoutRealAccount',
                      params: ({ event }) => ({ need: event.need }),
                    },
                    actions: {
                      type: 'showTrialWarning',
                      params: ({ event }) => ({ action: event.action }),
                    },
                    description:
                      'A trial account (type 4) asked for a real-account action: the in_need_true_account warning shows instead.',
                  },
                  {
                    actions: {
                      type: 'runAction',
                      params: ({ event }) => ({ action: event.action }),
                    },
                    description: 'The member may do it: the action runs.',
                  },
                ],
                'session.started': {
                  actions: [
                    { type: 'startSession', params: ({ event }) => ({ member: event.member }) },
                    'clearStoredPassword',
                    'tellLoggedIn',
                    'closeModals',
                    'goHome',
                  ],
                  description:
                    'A new login replaced this one (a trial account registered): the app learns who is on screen now, and the new member goes home.',
                },
                'password.changed': {
                  target: 'reloading',
                  description:
                    'The member changed the password in the member center: reload the login info.',
                },
              },
            },
            reloading: {
              description: 'Loading member info again after a password change.',
              invoke: {
                id: 'loadMember',
                src: 'loadMember',
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'rememberMember', params: ({ event }) => ({ member: event.output }) },
                    'closeModals',
                    'goHome',
                  ],
                  description: 'Login info is fresh: the modal closes and the member goes home.',
                },
                onError: {
                  target: 'idle',
                  actions: ['closeModals', 'goHome'],
                  description:
                    'The password did change; the member info shown stays (an expired session ends through session.expired).',
                },
              },
            },
            confirmingLogout: {
              description: 'The Sign out dialog asks for confirmation.',
              tags: ['confirmingLogout'],
              on: {
                'logout.cancel': {
                  target: 'idle',
                  actions: 'closeModals',
                  description: 'The member stays logged in.',
                },
                'logout.confirm': {
                  target: 'loggingOut',
                  actions: 'closeModals',
                  description: 'The member confirms: end the session.',
                },
              },
            },
            loggingOut: {
              description: 'The logout call runs.',
              tags: ['loggingOut'],
              invoke: {
                id: 'logout',
                src: 'logout',
                onDone: {
                  target: '#session.visitor',
                  actions: ['forgetSession', 'goHome'],
                  description: 'Logged out: back to a visitor at home.',
                },
                onError: {
                  target: '#session.visitor',
                  actions: ['forgetSession', 'goHome'],
                  description:
                    'The call failed, yet the member asked to leave: the browser forgets the session all the same.',
                },
              },
            },
          },
        },
      },
    },
  },
});
