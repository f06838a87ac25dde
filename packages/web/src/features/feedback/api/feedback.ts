import type { FeedbackBody } from '@his/shared/schemas/feedback';
import { callApi } from '@/lib/api.ts';

/** `PUT /wps/feedback` under the attempt's idempotency key: the stored feedback's receipt. */
export const sendFeedback = (body: FeedbackBody, idempotencyKey: string) =>
  callApi('feedback', { body, idempotencyKey });
