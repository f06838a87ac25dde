import { calls } from '@his/shared/calls';
import { memberInfoSchema } from '@his/shared/schemas/member';
import type { SessionData } from '../stores/session-store.ts';
import { parseEnvelope } from './client.ts';
import type { UpstreamAnswer, UpstreamRequest } from './client.ts';

export type MemberFacts = Pick<SessionData, 'account' | 'nickname' | 'isAgent'>;

/**
 * The member facts the session keeps (account, nickname, type), read with a fresh token.
 * Null when the platform does not give them: the login stands, the facts come from its answer.
 */
export const fetchMemberFacts = async (
  send: (request: UpstreamRequest) => Promise<UpstreamAnswer>,
  headers: Record<string, string>,
): Promise<MemberFacts | null> => {
  const answer = await send({ method: 'GET', path: calls.memberInfo.path, headers });
  if (answer.status !== 200) return null;
  const envelope = parseEnvelope(answer.text);
  const member = memberInfoSchema.safeParse(envelope.value);
  if (!envelope.success || !member.success) return null;
  return {
    account: member.data.account,
    nickname: member.data.nickname,
    isAgent: member.data.type,
  };
};
