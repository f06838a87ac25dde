import { fromPromise } from 'xstate';
import { changePasswordMachine } from '@his/machines/change-password';
import type { RegisterRule } from '@his/shared/patterns';
import { changePassword } from './api/change-password.ts';

/** The change-password form with its call. */
export const changePasswordLogic = changePasswordMachine.provide({
  actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
});

/**
 * Used only when the platform sent no password rule: presence and the body schema's 64
 * characters; the platform checks its own rule again anyway.
 */
export const fallbackPasswordRule: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 64,
};
