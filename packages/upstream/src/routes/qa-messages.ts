import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { trialAccountType } from '@his/shared/constants';
import { messageTextsSchema } from '@his/shared/schemas/messages';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { findMemberByAccount } from '../members/members.ts';
import { sendMessage } from '../messages/messages.ts';

interface Localized {
  EN: string;
  KM: string;
  CN: string;
}

/** One text for every language, or one per language (`{ EN, KM, CN }`), checked alike. */
const inEveryLanguage = <S extends z.ZodType<Localized, Localized>>(each: S) =>
  z.union([
    z
      .string()
      .transform((one) => ({ EN: one, KM: one, CN: one }))
      .pipe(each),
    each,
  ]);

const sendBody = z
  .object({
    /** The one member it goes to; `all: true` instead sends it to every real member. */
    account: z.string().trim().min(1).max(64).optional(),
    all: z.literal(true).optional(),
    category: messageTextsSchema.shape.category,
    title: inEveryLanguage(messageTextsSchema.shape.title),
    body: inEveryLanguage(messageTextsSchema.shape.body),
  })
  .strict()
  .refine((body) => (body.account === undefined) !== (body.all === undefined), {
    message: 'name one account or all',
    path: ['account'],
  });

/**
 * QA control of the platform messages (issue 16): `POST /qa/messages` sends a message, at the
 * clock's time, to one account (`account`) or to every real member (`all: true`), so tests and
 * operators never edit code. The reset takes the messages back to the seed's.
 */
export const qaMessageRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db, clock } = services;

  app.post('/qa/messages', async (request) => {
    const { account, category, title, body } = parseInput(sendBody, readBody(request.body, 'json'));
    const { id: merchantId } = await merchant();
    let memberId: number | null = null;
    if (account !== undefined) {
      const member = await findMemberByAccount(db, merchantId, account);
      if (!member) throw new ApiError('not.found');
      // A trial account has no inbox to put it in.
      if (member.type === trialAccountType) {
        throw new ApiError('request_param_err', { fields: ['account'] });
      }
      memberId = member.id;
    }
    const id = await sendMessage(db, {
      merchantId,
      memberId,
      category,
      title,
      body,
      sentAt: clock.now(),
    });
    return { id, to: account ?? 'all' };
  });
};
