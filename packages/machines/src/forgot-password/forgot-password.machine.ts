import {
  forgotPasswordSetup,
  initialForgotContext,
  toForgotOutput,
} from './forgot-password.setup.ts';
import { toResetBySmsInput, toResetLoginInput } from './forgot-password.logic.ts';

export {
  toPhoneReset,
  toResetByEmailInput,
  toResetBySmsInput,
  toResetLoginInput,
  validateEmailReset,
  validatePhoneReset,
  type ForgotMode,
  type ForgotOutcome,
  type ForgotPasswordInput,
  type ForgotPasswordOutput,
  type ForgotValues,
  type PhoneReset,
  type ResetByEmailInput,
  type ResetBySmsInput,
} from './forgot-password.logic.ts';
export type {
  ForgotPasswordContext,
  ForgotPasswordEvent,
  ForgotPasswordTag,
} from './forgot-password.setup.ts';

/** Where a failure after the reset goes: the password changed, only the automatic login failed. */
const resetOnly = {
  target: '#forgotPassword.passwordReset',
  actions: {
    type: 'finishResetOnly',
    params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
  },
} as const;

/**
 * Forgot password (SPEC §2 forgetPassModal, §4, §5). Email mode: username + email → a reset
 * mail → done. Phone mode (CHNGPASSVERIF3, then the default): an SMS code from the `sms` child
 * (smsCountdown), a new password → reset → verification challenge → automatic login (type `''`,
 * the mobile number as username) → member info → done with the member. The web then sends
 * `session.started` to the session.
 */
export const forgotPasswordMachine = forgotPasswordSetup.createMachine({
  id: 'forgotPassword',
  description: 'Resetting a forgotten password by email or by SMS code.',
  context: ({ input }) => initialForgotContext(input),
  output: ({ context }) => toForgotOutput(context),
  initial: 'choosingMode',
  states: {
    choosingMode: {
      description: 'Transient: the phone mode is the default when it exists.',
      always: [
        {
          guard: 'isPhoneEnabled',
          target: 'phone',
          description: 'CHNGPASSVERIF3 is on: start on the phone tab.',
        },
        { target: 'email', description: 'No phone reset on this site: the email tab only.' },
      ],
    },
    email: {
      description: 'The email tab: username and email.',
      tags: ['email'],
      initial: 'editing',
      states: {
        editing: {
          description: 'The form waits for input; field errors and the last failure show.',
          tags: ['editing'],
          on: {
            'forgot.submit': [
              {
                guard: {
                  type: 'isEmailFormInvalid',
                  params: ({ event }) => ({ values: event.values }),
                },
                actions: {
                  type: 'rememberEmailErrors',
                  params: ({ event }) => ({ values: event.values }),
                },
                description:
                  'Username or email is empty or breaks its rule: field errors show, nothing is sent.',
              },
              {
                target: 'sending',
                actions: {
                  type: 'startEmailReset',
                  params: ({ event }) => ({ values: event.values }),
                },
                description: 'The form is valid: ask for the reset mail.',
              },
            ],
            'mode.select': {
              guard: {
                type: 'isModeChoice',
                params: ({ event }) => ({ mode: event.mode, choice: 'phone' as const }),
              },
              target: '#forgotPassword.phone',
              actions: 'clearMessages',
              description: 'The player picks the phone tab (only when it exists).',
            },
          },
        },
        sending: {
          description: 'The reset-by-email call runs.',
          tags: ['submitting'],
          invoke: {
            id: 'resetByEmail',
            src: 'resetByEmail',
            input: ({ context }) => context.emailRequest ?? { username: '', email: '' },
            onDone: {
              target: '#forgotPassword.emailSent',
              actions: 'finishEmail',
              description:
                'The platform answers the same whether or not the account matched: "check your email".',
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'The call failed: its code shows.',
            },
          },
        },
      },
    },
    phone: {
      description: 'The phone tab: an SMS code (the `sms` child) and a new password.',
      tags: ['phone'],
      invoke: {
        id: 'sms',
        src: 'smsCountdown',
        input: ({ context }) => ({ mobileRule: context.rules.mobileNum ?? null }),
      },
      on: {
        'sms.send': {
          actions: { type: 'forwardToSms', params: ({ event }) => ({ event }) },
          description: '"Get code": the countdown child validates, throttles and sends.',
        },
      },
      initial: 'editing',
      states: {
        editing: {
          description: 'The form waits for input; field errors and the last failure show.',
          tags: ['editing'],
          on: {
            'forgot.submit': [
              {
                guard: {
                  type: 'isPhoneFormInvalid',
                  params: ({ event }) => ({ values: event.values }),
                },
                actions: {
                  type: 'rememberPhoneErrors',
                  params: ({ event }) => ({ values: event.values }),
                },
                description:
                  'Mobile, code, password or confirmation is invalid (checked together): field errors show, nothing is sent.',
              },
              {
                target: 'resetting',
                actions: {
                  type: 'startPhoneReset',
                  params: ({ event }) => ({ values: event.values }),
                },
                description: 'The form is valid: reset the password with the code.',
              },
            ],
            'mode.select': {
              guard: {
                type: 'isModeChoice',
                params: ({ event }) => ({ mode: event.mode, choice: 'email' as const }),
              },
              target: '#forgotPassword.email',
              actions: 'clearMessages',
              description: 'The player picks the email tab.',
            },
          },
        },
        resetting: {
          description: 'The reset-by-SMS call runs.',
          tags: ['submitting'],
          invoke: {
            id: 'resetBySms',
            src: 'resetBySms',
            input: ({ context }) => toResetBySmsInput(context.phoneReset),
            onDone: {
              target: 'verifying',
              description: 'The password is reset: log in with it automatically.',
            },
            onError: {
              target: 'editing',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
              description: 'The reset was refused (e.g. wrong or expired code): its code shows.',
            },
          },
        },
        verifying: {
          description: 'The verification challenge of the automatic login runs.',
          tags: ['submitting'],
          invoke: {
            id: 'verifyChallenge',
            src: 'verifyChallenge',
            input: ({ context }) => ({ username: context.phoneReset?.mobileNum ?? '' }),
            onDone: {
              target: 'loggingIn',
              actions: {
                type: 'rememberChallenge',
                params: ({ event }) => ({ challenge: event.output }),
              },
              description: 'The challenge passed; its result goes with the login call.',
            },
            onError: {
              ...resetOnly,
              description:
                'The challenge failed: the password is reset, the player logs in by hand.',
            },
          },
        },
        loggingIn: {
          description: 'The automatic login: type "", the mobile number as username.',
          tags: ['submitting'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => toResetLoginInput(context.phoneReset),
            onDone: {
              target: 'loadingMember',
              description: 'Logged in (the bff holds the token): load the member.',
            },
            onError: {
              ...resetOnly,
              description: 'The login failed: the password is reset, the player logs in by hand.',
            },
          },
        },
        loadingMember: {
          description: 'Loading the member after the automatic login.',
          tags: ['submitting'],
          invoke: {
            id: 'loadMember',
            src: 'loadMember',
            onDone: {
              target: '#forgotPassword.done',
              actions: {
                type: 'finishLoggedIn',
                params: ({ event }) => ({ member: event.output }),
              },
              description: 'Logged in with the new password: the flow ends with the member.',
            },
            onError: {
              ...resetOnly,
              description: 'Member info failed: the password is reset, the player logs in by hand.',
            },
          },
        },
      },
    },
    emailSent: {
      description: 'The reset mail is on its way: "Check your email", then the modal closes.',
      tags: ['emailSent'],
      type: 'final',
    },
    passwordReset: {
      description:
        'The password was reset but the automatic login failed (`error` says why): the player logs in by hand.',
      tags: ['passwordReset'],
      type: 'final',
    },
    done: {
      description: 'Reset and logged in: the output carries the member.',
      tags: ['done'],
      type: 'final',
    },
  },
});
