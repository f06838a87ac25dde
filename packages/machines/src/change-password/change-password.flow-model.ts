import type { RegisterRule } from '@his/shared/rules';
import type { FlowModel } from '../testing/flow-model.ts';
import { abstractKey, doneEvent, errorEvent } from '../testing/flow-model.ts';
import { apiError } from '../testing/fixtures.ts';
import { changePasswordMachine } from './change-password.machine.ts';

/** Letters and digits mixed, 6 to 20 (the reference upstream's password rule). */
export const passwordRule: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$',
  patternId: 5,
  minLength: 6,
  maxLength: 20,
};

/**
 * Model of the change-password form, forced (stored password, no current-password field) and
 * from the member center (current password asked): valid and invalid submissions, both answers.
 */
export const changePasswordFlowModel: FlowModel<typeof changePasswordMachine> = {
  machine: changePasswordMachine,
  inputs: {
    forced: { forced: true, storedPassword: '123456', passwordRule },
    memberCenter: { forced: false, storedPassword: null, passwordRule },
  },
  events: {
    'submit valid': {
      type: 'password.submit',
      oldPassword: 'Demo1234',
      newPassword: ' Better123 ',
      confirmNewPassword: 'Better123',
    },
    'submit mismatched confirmation': {
      type: 'password.submit',
      oldPassword: 'Demo1234',
      newPassword: 'Better123',
      confirmNewPassword: 'Better124',
    },
    'submit without current password': {
      type: 'password.submit',
      newPassword: 'Better123',
      confirmNewPassword: 'Better123',
    },
    changed: doneEvent('changePassword', null),
    refused: errorEvent('changePassword', apiError('password.old.invalid')),
  },
  stateKey: ({ value, context }) =>
    abstractKey(value, {
      fieldErrors: Object.keys(context.fieldErrors).length > 0,
      error: context.error !== null,
    }),
  invariants: [
    {
      name: 'passwords are held only while the change call runs',
      holds: (snapshot) => snapshot.context.request === null || snapshot.hasTag('submitting'),
    },
    {
      name: 'the current-password field shows exactly when no password is stored',
      holds: (snapshot) =>
        snapshot.status === 'done' ||
        snapshot.context.oldPasswordShown === (snapshot.context.storedPassword === null),
    },
    {
      name: 'nothing of a password is left once done',
      holds: (snapshot) =>
        snapshot.status !== 'done' ||
        (snapshot.context.request === null && snapshot.context.storedPassword === null),
    },
  ],
  waivers: [],
  maxPaths: 40,
};
