import type { MemberInfo } from '@his/shared/schemas/member';
import { callApi } from '@/lib/api.ts';

/** `GET /wps/member/info` for the logged-in member. */
export const loadMember = (): Promise<MemberInfo> => callApi('memberInfo');
