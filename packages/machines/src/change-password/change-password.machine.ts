import { assign, fromPromise, setup } from 'xstate';
import type { RegisterRule } from '@his/shared/rules';
import { errorCodeOf } from '../common/error-code.ts';
import { hasErrors, type FieldErrors } from '../common/field-error.ts';
import {
  toChangePasswordBody,
  validateChangePassword,
  type ChangePasswordBody,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from './change-password.logic.ts';

export {
  toChangePasswordBody,
  validateChangePassword,
  type ChangePasswordBody,
  type ChangePasswordInput,
  type ChangePasswordValues,
} from './change-password.logic.ts';

export interface ChangePasswordContext {
  /** Forced mode: the web shows no close button and ignores Escape and the backdrop. */
  forced: boolean;
  /** Whether the "Current password" field shows (no stored password). */
  oldPasswordShown: boolean;
  passwordRule: RegisterRule;
  /** The session's in-memory login password (forced mode), sent as the old password. */
  storedPassword: string | null;
  /** Field errors as i18n keys with parameters. */
  fieldErrors: FieldErrors;
  /** Code of the last failed change (e.g. `password.old.invalid`), or null. */
  error: string | null;
  /** The body being sent (holds passwords); null whenever no change call runs. */
  request: ChangePasswordBody | null;
}

export type ChangePasswordEvent = { type: 'password.submit' } & ChangePasswordValues;

export type ChangePasswordTag = 'editing' | 'submitting' | 'done';

/**
 * Changing the password (SPEC §2 changePassModal, §4): current password only when the session
 * kept none, new password by the password rule, confirmation. The web supplies
 * `changePassword` (`POST /wps/member/password`) and, once the machine is done, sends
 * `password.changed` to the session (which reloads the member, closes the modal and goes home).
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    tags: {} as ChangePasswordTag,
  },
  actors: {
    changePassword: fromPromise<null, ChangePasswordBody>(() =>
      Promise.reject(
        new Error('changePassword is supplied by the app with changePasswordMachine.provide'),
      ),
    ),
  },
  guards: {
    isFormInvalid: ({ context }, params: { values: ChangePasswordValues }) =>
      hasErrors(validateChangePassword(params.values, context)),
  },
  actions: {
    rememberFieldErrors: assign(({ context }, params: { values: ChangePasswordValues }) => ({
      fieldErrors: validateChangePassword(params.values, context),
      error: null,
    })),
    startRequest: assign(({ context }, params: { values: ChangePasswordValues }) => ({
      request: toChangePasswordBody(params.values, context.storedPassword),
      fieldErrors: {},
      error: null,
    })),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      request: null,
      error: errorCodeOf(params.error),
    })),
    forgetPasswords: assign({ request: null, storedPassword: null }),
  },
}).createMachine({
  id: 'changePassword',
  description: 'The change-password form, forced after certain logins or opened by the member.',
  context: ({ input }) => ({
    forced: input.forced,
    oldPasswordShown: input.storedPassword === null,
    passwordRule: input.passwordRule,
    storedPassword: input.storedPassword,
    fieldErrors: {},
    error: null,
    request: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form waits for input; field errors and the last failure show.',
      tags: ['editing'],
      on: {
        'password.submit': [
          {
            guard: { type: 'isFormInvalid', params: ({ event }) => ({ values: event }) },
            actions: { type: 'rememberFieldErrors', params: ({ event }) => ({ values: event }) },
            description:
              'A field is empty, breaks the password rule, or the confirmation differs: field errors show and nothing is called.',
          },
          {
            target: 'submitting',
            actions: { type: 'startRequest', params: ({ event }) => ({ values: event }) },
            description: 'The form is valid: send the change (trimmed).',
          },
        ],
      },
    },
    submitting: {
      description: 'The change-password call runs.',
      tags: ['submitting'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) =>
          context.request ?? { oldPassword: '', newPassword: '', confirmNewPassword: '' },
        onDone: {
          target: 'done',
          actions: 'forgetPasswords',
          description: 'The password changed; no password stays in memory.',
        },
        onError: {
          target: 'editing',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          description: 'The change was refused (e.g. wrong current password): its code shows.',
        },
      },
    },
    done: {
      description: 'Changed: the web tells the session (`password.changed`).',
      tags: ['done'],
      type: 'final',
    },
  },
});
