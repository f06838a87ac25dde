import type { LoginPublicValue } from '@his/shared/schemas/session';
import type { LoginInput } from '@his/machines/session';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/session/login` through the bff, which encrypts the body for the platform, keeps
 * the token and answers the public facts only. The solved verification challenge (ALTCHA
 * payload) travels in the body; the bff checks it and strips it before the platform sees it.
 */
export const login = (input: LoginInput): Promise<LoginPublicValue> =>
  callApi('login', {
    body: {
      username: input.username,
      password: input.password,
      captcha: input.captcha,
      type: input.type,
      remember: input.remember,
      challenge: typeof input.challenge === 'string' ? input.challenge : undefined,
      // Mobile-code logins and the login after a reset by SMS name the number's country.
      countryDialingCode: input.countryDialingCode,
    },
  });
