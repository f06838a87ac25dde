import { toLoginInput } from './session.logic.ts';
import { sessionSetup } from './session.setup.ts';

/**
 * The visitor state of the session machine (split out to keep the machine file small): the
 * login form, the captcha a failed login asks for, and the ways out of being a visitor.
 */
export const visitorState = sessionSetup.createStateConfig({
  description: 'Nobody is logged in: the login form and, when asked for, the captcha.',
  tags: ['visitor'],
  type: 'parallel',
  // Runs before any action of the transition that leaves: the app learns of the login before
  // the login popup closes, so a launch waiting for it is not told the login was abandoned.
  exit: 'tellSignedIn',
  on: {
    'session.started': {
      target: '#session.authenticated.loggedIn',
      actions: [
        { type: 'startSession', params: ({ event }) => ({ member: event.member }) },
        'clearStoredPassword',
        'closeModals',
        'goHome',
      ],
      description:
        'Registration, free play or a reset by SMS logged the visitor in (the bff holds the token): modals close, any stored password is cleared and the member goes home.',
    },
    'action.request': {
      actions: { type: 'openLoginPopup', params: ({ event }) => ({ action: event.action }) },
      description: 'A visitor asked for something that needs a login: the login popup opens.',
    },
  },
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
                    loginType: context.attempt?.loginType ?? 'username',
                    countryDialingCode: context.attempt?.countryDialingCode ?? null,
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
      description: 'The captcha a failed login asked for.',
      initial: 'hidden',
      states: {
        hidden: {
          description: 'No captcha on screen.',
          always: {
            guard: 'isCaptchaStale',
            target: 'on',
            actions: 'settleCaptcha',
            description: 'A failed login asked for a captcha: the captcha child fetches an image.',
          },
        },
        on: {
          description:
            'The captcha child (id `captcha`) fetches the image and throttles refreshes; refresh clicks go to it.',
          invoke: { id: 'captcha', src: 'captcha' },
          initial: 'loading',
          on: {
            'captcha.refresh': {
              actions: 'forwardToCaptcha',
              description: 'Forwarded to the child, which throttles it.',
            },
            'captcha.unavailable': {
              target: 'hidden',
              actions: 'forgetCaptchaImage',
              description:
                'No image: the form goes on without one; the next failure asking for a captcha tries again.',
            },
          },
          always: {
            guard: 'isCaptchaStale',
            actions: ['renewCaptcha', 'settleCaptcha'],
            description: 'A failed login spent this captcha: the child fetches a new one.',
          },
          states: {
            loading: {
              description: 'The first image is on its way.',
              on: {
                'captcha.image': {
                  target: 'shown',
                  actions: {
                    type: 'rememberCaptchaImage',
                    params: ({ event }) => ({ image: event.image }),
                  },
                  description: 'The image arrived: the captcha field shows and becomes required.',
                },
              },
            },
            shown: {
              description: 'The captcha field and image are on screen.',
              tags: ['captcha'],
              on: {
                'captcha.image': {
                  actions: {
                    type: 'rememberCaptchaImage',
                    params: ({ event }) => ({ image: event.image }),
                  },
                  description: 'A new image replaces the old one.',
                },
              },
            },
          },
        },
      },
    },
  },
});
