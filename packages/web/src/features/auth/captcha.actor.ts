import { fromPromise } from 'xstate';
import { captchaMachine } from '@his/machines/captcha';
import { fetchCaptcha } from './api/fetch-captcha.ts';

/** The captcha child of the login and the registration, with its image fetch. */
export const captchaLogic = captchaMachine.provide({
  actors: { fetchCaptcha: fromPromise(() => fetchCaptcha()) },
});
