import type { RegisterRule } from '@his/shared/rules';
import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, afterEvent, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { smsCountdownMachine } from './sms-countdown.machine.ts';

/** Cambodian numbers as the reference upstream's rule has them: a leading 0, 9 or 10 digits. */
export const khMobileRule: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^0\\d+$',
  patternId: 6,
  minLength: 9,
  maxLength: 10,
};

/** Two seconds of countdown: enough to see a tick before the end. */
const twoSeconds = 2 / 60;

/**
 * Model of the "Get code" button: validation, the 1000 ms throttle, verification, send,
 * countdown, failures and reset. Three inputs: a server rule, none, and the phone-service path.
 */
export const smsCountdownFlowModel: FlowModel<typeof smsCountdownMachine> = {
  machine: smsCountdownMachine,
  inputs: {
    rule: { mobileRule: khMobileRule },
    'no rule': { mobileRule: null },
    'phone service': { mobileRule: khMobileRule, phoneService: true },
  },
  events: {
    'send valid': { type: 'sms.send', mobileNum: ' 012345678 ', countryDialingCode: '+855' },
    'send bad number': { type: 'sms.send', mobileNum: '12ab', countryDialingCode: '+855' },
    'send empty number': { type: 'sms.send', mobileNum: '  ', countryDialingCode: '+855' },
    'challenge passed': doneEvent('verifyChallenge', 'altcha-payload'),
    'challenge failed': errorEvent('verifyChallenge', apiError('challenge.invalid')),
    'code sent': doneEvent('sendSms', { expiredMinutes: twoSeconds }),
    'send refused (rate limit)': errorEvent('sendSms', apiError('TOO_MANY_REQUESTS')),
    'send refused': errorEvent('sendSms', apiError('system.busy')),
    tick: afterEvent('countdownTick', 'smsCountdown.flow.counting'),
    'throttle over': afterEvent('sendThrottle', 'smsCountdown.gate.cooling'),
  },
  // The phone-service countdown (60 s) is capped at 3 like the others; its end is checked by
  // the focused timing tests.
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      remaining: Math.min(context.remaining, 3),
      request: context.request !== null,
      challenge: context.request?.challenge != null,
      fieldError: context.fieldError?.key ?? null,
      error: context.error,
      sendStarted: context.sendStarted,
    }),
  invariants: [
    {
      name: 'tags canSend, sending and counting exclude each other',
      holds: (snapshot) =>
        ['canSend', 'sending', 'counting'].filter((tag) =>
          snapshot.hasTag(tag as 'canSend' | 'sending' | 'counting'),
        ).length === 1,
    },
    {
      name: 'remaining > 0 ⇔ counting',
      holds: (snapshot) => snapshot.hasTag('counting') === snapshot.context.remaining > 0,
    },
    {
      name: 'a request only while sending',
      holds: (snapshot) => (snapshot.context.request !== null) === snapshot.hasTag('sending'),
    },
    {
      name: 'an error always has its message',
      holds: (snapshot) =>
        (snapshot.context.error === null) === (snapshot.context.errorMessage === null),
    },
    {
      name: 'the gate handshake never outlives a macrostep',
      holds: (snapshot) => !snapshot.context.sendStarted,
    },
  ],
  waivers: [],
  maxPaths: 250,
};
