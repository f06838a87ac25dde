import type { RegisterRule } from '@his/shared/rules';
import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError, countries, demoMember, loginValue } from '../testing/fixtures.ts';
import { forgotPasswordMachine } from './forgot-password.machine.ts';

const rule = (
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

/** The reference upstream's rules of the fields this flow checks. */
export const forgotRules: Record<string, RegisterRule> = {
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 1, 6, 16),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 3, 5, 64),
  mobileNum: rule('^\\d+$', 6, 7, 12),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', 5, 6, 20),
};

export const validPhoneValues = {
  mobileNum: ' 012345678 ',
  countryDialingCode: '+855',
  verificationCode: '123456',
  newPassword: 'Better123',
  confirmNewPassword: 'Better123',
};

/**
 * Model of forgot password: both tabs, valid and invalid submissions, the SMS child's events
 * (forwarded), every answer of every call, with and without the phone mode.
 */
export const forgotPasswordFlowModel: FlowModel<typeof forgotPasswordMachine> = {
  machine: forgotPasswordMachine,
  inputs: {
    phoneEnabled: { rules: forgotRules, modules: { CHNGPASSVERIF3: true }, countries },
    emailOnly: { rules: forgotRules, modules: {}, countries },
  },
  events: {
    'choose email': { type: 'mode.select', mode: 'email' },
    'choose phone': { type: 'mode.select', mode: 'phone' },
    'submit email': {
      type: 'forgot.submit',
      values: { username: ' demoPlayer ', email: 'demo_player@example.com' },
    },
    'submit bad email': {
      type: 'forgot.submit',
      values: { username: 'demoPlayer', email: 'not-a-mail' },
    },
    'submit phone': { type: 'forgot.submit', values: validPhoneValues },
    'submit phone, confirmation differs': {
      type: 'forgot.submit',
      values: { ...validPhoneValues, confirmNewPassword: 'Better124' },
    },
    'get code': { type: 'sms.send', mobileNum: '012345678', countryDialingCode: '+855' },
    'mail sent': doneEvent('resetByEmail', null),
    'mail fails': errorEvent('resetByEmail', apiError('system.busy')),
    'reset done': doneEvent('resetBySms', null),
    'reset refused': errorEvent('resetBySms', apiError('sms.code.invalid')),
    'challenge passed': doneEvent('verifyChallenge', 'altcha-payload'),
    'challenge failed': errorEvent('verifyChallenge', apiError('challenge.invalid')),
    'login accepted': doneEvent('login', loginValue()),
    'login refused': errorEvent('login', apiError('login.failed')),
    'member loaded': doneEvent('loadMember', demoMember),
    'member fails': errorEvent('loadMember', apiError('system.busy')),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      fieldErrors: Object.keys(context.fieldErrors).length > 0,
      error: context.error !== null,
      challenge: context.phoneReset?.challenge != null,
    }),
  invariants: [
    {
      name: 'the phone tab exists only with CHNGPASSVERIF3',
      holds: (snapshot) => !snapshot.hasTag('phone') || snapshot.context.phoneEnabled,
    },
    {
      name: 'the sms child runs exactly on the phone tab',
      holds: (snapshot) => 'sms' in snapshot.children === snapshot.hasTag('phone'),
    },
    {
      name: 'the new password is held only while the phone reset and its login run',
      holds: (snapshot) =>
        snapshot.context.phoneReset === null ||
        (snapshot.hasTag('phone') && snapshot.hasTag('submitting')),
    },
    {
      name: 'the email request is held only while it is sent',
      holds: (snapshot) =>
        snapshot.context.emailRequest === null ||
        (snapshot.hasTag('email') && snapshot.hasTag('submitting')),
    },
    {
      name: 'a member exactly when done, and the output says how it ended',
      holds: (snapshot) =>
        (snapshot.context.member !== null) === snapshot.hasTag('done') &&
        (snapshot.status !== 'done' ||
          (snapshot.output?.member === snapshot.context.member &&
            snapshot.output.outcome === snapshot.context.outcome)),
    },
    {
      name: 'final tags match the outcome',
      holds: (snapshot) =>
        snapshot.hasTag('emailSent') === (snapshot.context.outcome === 'emailSent') &&
        snapshot.hasTag('passwordReset') === (snapshot.context.outcome === 'passwordReset') &&
        snapshot.hasTag('done') === (snapshot.context.outcome === 'loggedIn'),
    },
  ],
  waivers: [],
  maxPaths: 120,
};
