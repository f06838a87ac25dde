import { calls } from '@his/shared/calls';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import type { LoginInput } from '@his/machines/session';
import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/session/login` through the bff, which encrypts the body for the platform, keeps
 * the token and answers the public facts only. The challenge result is not sent yet: the
 * verification challenge (ALTCHA) arrives in issue 3.
 */
export const login = (input: LoginInput): Promise<LoginPublicValue> =>
  callApi(calls.login, {
    body: {
      username: input.username,
      password: input.password,
      captcha: input.captcha,
      type: input.type,
      remember: input.remember,
    },
  });
