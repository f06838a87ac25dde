import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { findMemberByAccount } from '../members/members.ts';
import { decideApplication } from '../promotions/rewards.ts';

const accountQuery = z.object({ account: z.string().trim().min(1).max(64) }).strict();
const codeBody = z.object({ code: z.string().trim().min(1).max(40) }).strict();
const decideBody = z
  .object({ id: z.number().int().min(1).max(2_147_483_647), approve: z.boolean() })
  .strict();

/**
 * QA controls of the promotions (issue 16), registered with the other QA controls: a member's
 * applications (newest first, with each image's type and size, as a reviewer sees them), the
 * review's decision (approve: the bonus waits in the member's reward center; or reject), and
 * ending a promotion now (its end moved to the clock's time; moving the clock instead would end
 * the sessions too).
 */
export const qaPromotionRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db, clock } = services;

  app.get('/qa/promotions/applications', async (request) => {
    const { account } = parseInput(accountQuery, request.query);
    const merchantId = (await merchant()).id;
    const member = await findMemberByAccount(db, merchantId, account);
    if (!member) throw new ApiError('not.found');
    return db.query(
      `SELECT a.id, a.promotion_id AS "promotionId", p.code, a.remark, a.status,
              coalesce((SELECT json_agg(json_build_object('mediaType', i.media_type,
                                 'bytes', octet_length(i.bytes)) ORDER BY i.position)
                          FROM promotion_application_images i WHERE i.application_id = a.id),
                       '[]'::json) AS images
         FROM promotion_applications a JOIN promotions p ON p.id = a.promotion_id
        WHERE a.member_id = $1 AND p.merchant_id = $2
        ORDER BY a.id DESC`,
      [member.id, merchantId],
    );
  });

  app.post('/qa/promotions/decide', async (request) => {
    const { id, approve } = parseInput(decideBody, readBody(request.body, 'json'));
    await decideApplication(db, (await merchant()).id, id, approve, clock.now());
    return { id, status: approve ? 'approved' : 'rejected' };
  });

  app.post('/qa/promotions/close', async (request) => {
    const { code } = parseInput(codeBody, readBody(request.body, 'json'));
    const now = clock.now();
    const closed = await db.query(
      `UPDATE promotions SET ends_at = $3::timestamptz,
              starts_at = least(starts_at, $3::timestamptz - interval '1 day')
        WHERE merchant_id = $1 AND code = $2 RETURNING id`,
      [(await merchant()).id, code, now],
    );
    if (closed.length === 0) throw new ApiError('not.found');
    return { code, endsAt: now.getTime() };
  });
};
