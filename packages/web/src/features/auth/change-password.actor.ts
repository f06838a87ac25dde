import { fromPromise } from 'xstate';
import { changePasswordMachine } from '@his/machines/change-password';
import type { RegisterRule } from '@his/shared/patterns';
import { ModalsActor, SessionActor, useScreenFlow } from '@/lib/actors.ts';
import { useRegisterRules } from './boot-view.ts';
import { changePassword } from './api/change-password.ts';

/** The change-password form with its call. */
const changePasswordLogic = changePasswordMachine.provide({
  actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
});

/**
 * Used only when the platform sent no password rule: presence and the body schema's 64
 * characters; the platform checks its own rule again anyway.
 */
const fallbackPasswordRule: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 64,
};

/**
 * The change-password modal's flow: forced when the modal may not be left, with the login's
 * password in memory when the session kept it. When it is done the app tells the session.
 */
export const useChangePassword = () => {
  const forced = ModalsActor.useSelector(
    (snapshot) => snapshot.context.open?.dismissible === false,
  );
  const storedPassword = SessionActor.useSelector((snapshot) => snapshot.context.storedPassword);
  const rules = useRegisterRules();
  const change = useScreenFlow('changePassword', changePasswordLogic, {
    forced,
    storedPassword,
    passwordRule: rules.password ?? fallbackPasswordRule,
  });
  return { change, forced };
};
