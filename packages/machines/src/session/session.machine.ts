import { freshVisitor, sessionSetup } from './session.setup.ts';
import { toLoginInput } from './session.logic.ts';

export {
  mustChangePassword,
  requiredFieldKey,
  validateLoginForm,
  type ChallengeResult,
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
  context: ({ input }) => ({ ...freshVisitor, member: input.member, modules: input.modules }),
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
    visitor: {
      description: 'Nobody is logged in: the login form and, when asked for, the captcha.',
      tags: ['visitor'],
      type: 'parallel',
      states: {
        form: {
          description: 'The login form and the attempt it starts.',
          initial: 'idle',
          states: {
            idle: {
              description: 'The form waits for input; field errors and the last failure show.',
              on: {
                'login.submit': [
                  {
                    guard: { type: 'isFormInvalid', params: ({ event }) => ({ values: event }) },
                    actions: {
                      type: 'rememberFieldErrors',
                      params: ({ event }) => ({ values: event }),
                    },
                    description:
                      'A required field is empty after trimming: field errors show and nothing is called.',
                  },
                  {
                    guard: { type: 'isSmsLogin', params: ({ event }) => ({ values: event }) },
                    target: 'submitting',
                    actions: { type: 'startAttempt', params: ({ event }) => ({ values: event }) },
                    description: 'An SMS-code login skips the verification challenge.',
                  },
                  {
                    target: 'verifying',
                    actions: { type: 'startAttempt', params: ({ event }) => ({ values: event }) },
                    description: 'A valid username login first passes the verification challenge.',
                  },
                ],
              },
            },
            verifying: {
              description: 'The verification challenge runs before the login call.',
              tags: ['submitting'],
              invoke: {
                id: 'verifyChallenge',
                src: 'verifyChallenge',
                input: ({ context }) => ({ username: context.attempt?.username ?? '' }),
                onDone: {
                  target: 'submitting',
                  actions: {
                    type: 'rememberChallenge',
                    params: ({ event }) => ({ challenge: event.output }),
                  },
                  description: 'The challenge passed; its result goes with the login call.',
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'abandonAttempt',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description: 'The challenge failed: the attempt is dropped and the error shows.',
                },
              },
            },
            submitting: {
              description: 'The login call runs.',
              tags: ['submitting'],
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => toLoginInput(context.attempt),
                onDone: {
                  target: '#session.authenticated',
                  actions: [
                    {
                      type: 'rememberUsername',
                      params: ({ context }) => ({
                        username: context.attempt?.username ?? '',
                        remember: context.attempt?.remember ?? false,
                      }),
                    },
                    {
                      type: 'rememberLoginOutcome',
                      params: ({ event }) => ({ value: event.output }),
                    },
                  ],
                  description:
                    'The platform accepted the login: the username is remembered (or forgotten) per "remember me" and the password is dropped.',
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'rememberLoginFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description:
                    'The login failed: its code shows; when it asks for a captcha (or one is already required) a new captcha image is fetched.',
                },
              },
            },
          },
        },
        captcha: {
          description: 'The captcha image a failed login asked for.',
          initial: 'hidden',
          states: {
            hidden: {
              description: 'No captcha on screen.',
              always: {
                guard: 'isCaptchaStale',
                target: 'loading',
                description: 'A failed login asked for a captcha: fetch the image.',
              },
            },
            loading: {
              description: 'Fetching the first captcha image; refresh clicks are ignored.',
              invoke: {
                id: 'fetchCaptcha',
                src: 'fetchCaptcha',
                onDone: {
                  target: 'shown',
                  actions: {
                    type: 'rememberCaptchaImage',
                    params: ({ event }) => ({ image: event.output }),
                  },
                  description: 'The image arrived: the captcha field shows and becomes required.',
                },
                onError: {
                  target: 'hidden',
                  actions: 'settleCaptcha',
                  description:
                    'No image: the form goes on without one; the next failure asking for a captcha tries again.',
                },
              },
            },
            shown: {
              description: 'The captcha field and image are on screen.',
              tags: ['captcha'],
              initial: 'cooling',
              states: {
                cooling: {
                  description:
                    'An image just arrived: refresh clicks are ignored for captchaRefreshMinMs (once per second, SPEC §9).',
                  after: {
                    captchaRefresh: {
                      target: 'ready',
                      description: 'The refresh throttle is over.',
                    },
                  },
                  always: {
                    guard: 'isCaptchaStale',
                    target: 'refreshing',
                    description:
                      'A failed login used this captcha up: fetch a new one now, throttle or not.',
                  },
                },
                ready: {
                  description: 'The player may refresh the image.',
                  on: {
                    'captcha.refresh': {
                      target: 'refreshing',
                      description: 'The player asks for another image.',
                    },
                  },
                  always: {
                    guard: 'isCaptchaStale',
                    target: 'refreshing',
                    description: 'A failed login used this captcha up: fetch a new one.',
                  },
                },
                refreshing: {
                  description: 'Fetching a new image; the old one stays until it arrives.',
                  invoke: {
                    id: 'fetchCaptcha',
                    src: 'fetchCaptcha',
                    onDone: {
                      target: 'cooling',
                      actions: {
                        type: 'rememberCaptchaImage',
                        params: ({ event }) => ({ image: event.output }),
                      },
                      description: 'The new image replaces the old one.',
                    },
                    onError: {
                      target: 'cooling',
                      actions: 'settleCaptcha',
                      description: 'No new image: the old one stays.',
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    authenticated: {
      description: 'The platform issued a token (held by the bff) for this browser.',
      initial: 'checkingFirstLogin',
      on: {
        'session.expired': {
          target: 'visitor',
          actions: ['forgetSession', 'closeModals', 'goHome'],
          description: 'A call answered 401: the login ends and the visitor goes home.',
        },
      },
      states: {
        checkingFirstLogin: {
          description: 'Transient: runs the first-login action when the platform says so.',
          always: [
            {
              guard: 'isFirstTimeLogin',
              target: 'checkingPassword',
              actions: 'runFirstLoginAction',
              description: 'First login of this account: the first-login action runs.',
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
              actions: 'forgetOutcome',
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
            'The change-password modal is forced on screen; its form arrives with the account-flows issue.',
          tags: ['forcedPasswordChange'],
          entry: 'showForcedPasswordChange',
          on: {
            'password.changed': {
              target: 'loadingMember',
              description: 'The password changed: load the member like after any login.',
            },
          },
        },
        loadingMember: {
          description: 'Loading member info; the login form keeps its busy state.',
          tags: ['submitting'],
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            onDone: {
              target: 'loggedIn',
              actions: [
                { type: 'rememberMember', params: ({ event }) => ({ member: event.output }) },
                'closeModals',
                'goHome',
              ],
              description: 'Logged in: modals close and the member goes home.',
            },
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
          initial: 'idle',
          states: {
            idle: {
              description: 'Normal use.',
              on: {
                'logout.request': {
                  target: 'confirmingLogout',
                  description: 'The member pressed Sign out: ask for confirmation.',
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
