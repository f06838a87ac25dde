import { assign, fromPromise, setup, stateIn } from 'xstate';
import { smsThrottleMs } from '@his/shared/constants';
import type { ChallengeSolution, VerifyChallengeInput } from '../common/challenge.ts';
import type { FieldError } from '../common/field-error.ts';
import {
  checkSmsMobile,
  countdownSeconds,
  toSendFailure,
  toSmsRequest,
  type SendSmsInput,
  type SmsCountdownInput,
  type SmsRequest,
  type SmsSendValues,
  type SmsSent,
} from './sms-countdown.logic.ts';

export {
  checkSmsMobile,
  countdownSeconds,
  fallbackMobileRule,
  rateLimitCode,
  rateLimitMessageKey,
  sendFailureMessage,
  type SendSmsInput,
  type SmsCountdownInput,
  type SmsRequest,
  type SmsSendValues,
  type SmsSent,
} from './sms-countdown.logic.ts';

export interface SmsCountdownContext {
  mobileRule: SmsCountdownInput['mobileRule'];
  phoneService: boolean;
  /** The send in flight, with its challenge once verified; null otherwise. */
  request: (SmsRequest & { challenge: ChallengeSolution | null }) | null;
  /** Seconds left before another code may be asked for; 0 unless counting. */
  remaining: number;
  /** `validation.mobile` when the number did not validate (nothing was sent). */
  fieldError: FieldError | null;
  /** Code of the last failed verification or send, or null. */
  error: string | null;
  /** What to show for `error`: `sms.retryLater` (5 minutes) for the rate limit, else `errors.<code>`. */
  errorMessage: FieldError | null;
  /** Handshake: a send just started and the throttle gate has not closed yet. */
  sendStarted: boolean;
}

export type SmsCountdownEvent = { type: 'sms.send' } & SmsSendValues;

export type SmsCountdownTag = 'canSend' | 'sending' | 'counting';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`${name} is supplied by the app with smsCountdownMachine.provide`));

const idle = {
  request: null,
  remaining: 0,
  fieldError: null,
  error: null,
  errorMessage: null,
} satisfies Partial<SmsCountdownContext>;

/** One tick of the countdown. */
const countdownTickMs = 1000;

const smsCountdownSetup = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
    tags: {} as SmsCountdownTag,
  },
  actors: {
    verifyChallenge: fromPromise<ChallengeSolution, VerifyChallengeInput>(
      notProvided('verifyChallenge'),
    ),
    sendSms: fromPromise<SmsSent, SendSmsInput>(notProvided('sendSms')),
  },
  delays: {
    countdownTick: countdownTickMs,
    sendThrottle: smsThrottleMs,
  },
  guards: {
    isMobileInvalid: ({ context }, params: { values: SmsSendValues }) =>
      checkSmsMobile(context.mobileRule, params.values.mobileNum) !== null,
    isThrottled: stateIn('#smsCountdown.gate.cooling'),
    isCounting: stateIn('#smsCountdown.flow.counting'),
    isSendStarted: ({ context }) => context.sendStarted,
    isCountdownOver: ({ context }) => context.remaining <= 0,
  },
  actions: {
    rememberMobileError: assign(({ context }, params: { values: SmsSendValues }) => ({
      fieldError: checkSmsMobile(context.mobileRule, params.values.mobileNum),
    })),
    startSend: assign((_, params: { values: SmsSendValues }) => ({
      ...idle,
      request: { ...toSmsRequest(params.values), challenge: null },
      sendStarted: true,
    })),
    closeGate: assign({ sendStarted: false }),
    rememberChallenge: assign(({ context }, params: { challenge: ChallengeSolution }) => ({
      request: context.request && { ...context.request, challenge: params.challenge },
    })),
    rememberSendFailure: assign((_, params: { error: unknown }) => toSendFailure(params.error)),
    startCountdown: assign(({ context }, params: { sent: SmsSent }) => ({
      request: null,
      remaining: countdownSeconds(params.sent.expiredMinutes, context.phoneService),
    })),
    tick: assign(({ context }) => ({ remaining: Math.max(0, context.remaining - 1) })),
  },
});

/**
 * The "Get code" button of every SMS form (SPEC §4): can send → sending (verification
 * challenge, then the send) → counting down `expiredMinutes` × 60 s (60 s on the phone-service
 * path) → can send again. A send needs a valid number; a second send within 1000 ms of the last
 * is dropped. Parents invoke it with id `sms` and read its snapshot; it has no output.
 */
export const smsCountdownMachine = smsCountdownSetup.createMachine({
  id: 'smsCountdown',
  description: 'Asking for an SMS code and the countdown before the next one may be asked for.',
  type: 'parallel',
  context: ({ input }) => ({
    ...idle,
    mobileRule: input.mobileRule,
    phoneService: input.phoneService ?? false,
    sendStarted: false,
  }),
  states: {
    flow: {
      description: 'The send and the countdown the player sees on the "Get code" button.',
      initial: 'canSend',
      states: {
        canSend: {
          description: 'The "Get code" button is enabled; the last failure, if any, shows.',
          tags: ['canSend'],
          on: {
            'sms.send': [
              {
                guard: { type: 'isMobileInvalid', params: ({ event }) => ({ values: event }) },
                actions: {
                  type: 'rememberMobileError',
                  params: ({ event }) => ({ values: event }),
                },
                description:
                  'The number is missing or breaks the mobile rule: the field error shows and nothing is sent.',
              },
              {
                guard: 'isThrottled',
                description: 'A second send within 1000 ms of the last one is dropped.',
              },
              {
                target: 'sending',
                actions: { type: 'startSend', params: ({ event }) => ({ values: event }) },
                description: 'A valid number: verify, then send; messages clear.',
              },
            ],
          },
        },
        sending: {
          description: 'The code is being asked for; the button is busy.',
          tags: ['sending'],
          initial: 'verifying',
          states: {
            verifying: {
              description: 'The verification challenge runs before the send.',
              invoke: {
                id: 'verifyChallenge',
                src: 'verifyChallenge',
                input: ({ context }) => ({ username: context.request?.mobileNum ?? '' }),
                onDone: {
                  target: 'requesting',
                  actions: {
                    type: 'rememberChallenge',
                    params: ({ event }) => ({ challenge: event.output }),
                  },
                  description: 'The challenge passed; its solution goes with the send.',
                },
                onError: {
                  target: '#smsCountdown.flow.canSend',
                  actions: {
                    type: 'rememberSendFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description: 'The challenge failed: the button is enabled again with the error.',
                },
              },
            },
            requesting: {
              description: 'The send call runs.',
              invoke: {
                id: 'sendSms',
                src: 'sendSms',
                input: ({ context }) => ({
                  mobileNum: context.request?.mobileNum ?? '',
                  countryDialingCode: context.request?.countryDialingCode ?? '',
                  challenge: context.request?.challenge ?? '',
                }),
                onDone: {
                  target: '#smsCountdown.flow.counting',
                  actions: {
                    type: 'startCountdown',
                    params: ({ event }) => ({ sent: event.output }),
                  },
                  description:
                    'The code is on its way: count down expiredMinutes × 60 s (60 s on the phone-service path).',
                },
                onError: {
                  target: '#smsCountdown.flow.canSend',
                  actions: {
                    type: 'rememberSendFailure',
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description:
                    'The send failed: the warning shows (for the rate limit: retry after 5 minutes) and the button is enabled again.',
                },
              },
            },
          },
        },
        counting: {
          description: 'The button shows the seconds left and sends nothing.',
          tags: ['counting'],
          always: {
            guard: 'isCountdownOver',
            target: 'canSend',
            description: 'The countdown reached 0: another code may be asked for.',
          },
          after: {
            countdownTick: {
              target: 'counting',
              reenter: true,
              actions: 'tick',
              description: 'One second passed: one less to wait.',
            },
          },
        },
      },
    },
    gate: {
      description: 'The request throttle: at most one send per 1000 ms (SPEC §9).',
      initial: 'open',
      states: {
        open: {
          description: 'No send in the last 1000 ms.',
          always: {
            guard: 'isSendStarted',
            target: 'cooling',
            actions: 'closeGate',
            description: 'A send just started: the gate closes for 1000 ms.',
          },
        },
        cooling: {
          description: 'A send started less than 1000 ms ago: further sends are dropped.',
          after: {
            sendThrottle: { target: 'open', description: 'The 1000 ms throttle is over.' },
          },
          always: {
            guard: 'isCounting',
            target: 'open',
            description:
              'The countdown started: it blocks sends for at least 1 s itself (and leaving it early closes the gate again).',
          },
        },
      },
    },
  },
});
