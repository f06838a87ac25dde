import type { RegisterActorInput } from '@his/machines/registration';
import type { LoginPublicValue } from '@his/shared/schemas/session';
import { callApi } from '@/lib/api.ts';

/**
 * `PUT /wps/member/register` (username tab) or `/wps/member/register/mobile` (mobile tab).
 * The bff checks the solved challenge, encrypts the body for the platform, keeps the new
 * token in a fresh session and answers the public facts only. The page's own host and path go
 * along as the platform's `domain` and `registerUrl` (never the query: it may carry codes).
 */
export const register = (input: RegisterActorInput): Promise<LoginPublicValue> =>
  callApi(input.mode === 'mobile' ? 'registerMobile' : 'register', {
    body: {
      ...input.body,
      domain: window.location.hostname,
      registerUrl: `${window.location.origin}${window.location.pathname}`,
    },
  });
