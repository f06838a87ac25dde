import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { findMemberByAccount } from '../members/members.ts';
import { listApplications } from '../feedback/agent-applications.ts';
import { listFeedback } from '../feedback/feedback.ts';

const limit = z.coerce.number().int().min(1).max(200).default(50);
const feedbackQuery = z
  .object({ account: z.string().trim().min(1).max(64).optional(), limit })
  .strict();
const applicationsQuery = z.object({ limit }).strict();

/**
 * QA controls of issue 17's forms, as an operator reads them: `GET /qa/feedback` (newest first,
 * optionally one `account`'s; each image by its type, size and SHA-256) and
 * `GET /qa/agent-applications` (newest first). The reset takes both back to none.
 */
export const qaFeedbackRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db } = services;

  app.get('/qa/feedback', async (request) => {
    const query = parseInput(feedbackQuery, request.query);
    const merchantId = (await merchant()).id;
    let memberId: number | null = null;
    if (query.account !== undefined) {
      const member = await findMemberByAccount(db, merchantId, query.account);
      if (!member) throw new ApiError('not.found');
      memberId = member.id;
    }
    return listFeedback(db, merchantId, { memberId, limit: query.limit });
  });

  app.get('/qa/agent-applications', async (request) => {
    const query = parseInput(applicationsQuery, request.query);
    return listApplications(db, (await merchant()).id, query.limit);
  });
};
