import { callApi } from '@/lib/api.ts';

/** `DELETE /wps/session/logout`: the bff ends the platform token and its own session. */
export const logout = async (): Promise<void> => {
  await callApi('logout', { body: {} });
};
