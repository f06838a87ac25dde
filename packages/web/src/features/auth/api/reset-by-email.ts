import { callApi } from '@/lib/api.ts';

/**
 * `POST /wps/member/password/email` (form-urlencoded): the platform answers the same whether
 * or not the username and email match an account, so the answer tells nobody which exist.
 */
export const resetByEmail = (input: { username: string; email: string }): Promise<null> =>
  callApi('resetPasswordByEmail', { body: { username: input.username, email: input.email } });
