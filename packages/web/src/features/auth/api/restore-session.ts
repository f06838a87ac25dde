import type { MemberInfo } from '@his/shared/schemas/member';
import { ApiError, callApi, getBffSession } from '@/lib/api.ts';

/**
 * Whether this browser is already logged in: asks the bff (which holds the token), then loads
 * the member. A session the platform no longer honours (401) starts as a visitor.
 */
export const restoreSession = async (): Promise<{ member: MemberInfo | null }> => {
  const session = await getBffSession();
  if (!session.loggedIn) return { member: null };
  try {
    return { member: await callApi('memberInfo') };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { member: null };
    throw error;
  }
};
