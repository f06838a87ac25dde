import type { RegisterRule } from '@his/shared/patterns';
import type { z } from 'zod';
import type { agentRegisterDownlineBodySchema } from '@his/shared/schemas/agent-center';
import { hashPassword } from '../auth/password.ts';
import { ApiError } from '../http/api-error.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';
import type { Member } from '../members/members.ts';
import { checkFields, publishedRules } from '../members/register-fields.ts';
import { insertRegisteredMember, refuseTaken } from '../members/register.ts';

/** The type of a downline agent an agent registers (SPEC §6: agent types 1, 2, 41, 42). */
const downlineAgentType = 2;
const playerType = 0;

const asked = (rule: RegisterRule | undefined, field: string): RegisterRule => {
  if (!rule) throw new Error(`register rule ${field} missing`);
  return { ...rule, enabled: true, required: true };
};

export interface DownlineRegistration {
  agent: Member;
  merchant: Merchant;
  modules: Record<string, boolean>;
  body: z.output<typeof agentRegisterDownlineBodySchema>;
  now: Date;
}

/**
 * An agent registers a member of its team (SPEC §2 registerCenter): the username and password
 * are checked with the merchant's register rules exactly as a player's own registration checks
 * them (`checkFields`, the browser's `checkRule`), then the confirmation and a taken name, all
 * before anything is written. No captcha or SMS code: the agent is signed in and answers for
 * it. The new member's upline is the agent; it is a player, or a downline agent (type 2) when
 * asked; it logs in with the password at once (first login reported). Returns its id.
 */
export const registerDownline = async (
  services: Services,
  r: DownlineRegistration,
): Promise<number> => {
  const { db } = services;
  const { merchant, body, now } = r;
  const published = await publishedRules(db, merchant.id, r.modules);
  checkFields(
    {
      username: asked(published.username, 'username'),
      password: asked(published.password, 'password'),
    },
    body,
  );
  if (body.confirmPassword !== body.password) {
    throw new ApiError('password.mismatch', { field: 'confirmPassword' });
  }
  await refuseTaken(db, merchant.id, body.username, null, 'username');
  const passwordHash = await services.hashing.run(() => hashPassword(body.password));
  const member = await db.transaction((tx) =>
    insertRegisteredMember(tx, merchant, 'username', {
      merchantId: merchant.id,
      account: body.username,
      nickname: body.username,
      type: body.accountType === 'agent' ? downlineAgentType : playerType,
      passwordHash,
      firstLogin: true,
      uplineId: r.agent.id,
      regDate: now,
    }),
  );
  return member.id;
};
