import { z } from 'zod';
import { feedbackContentMax, feedbackContentMin, feedbackTypes } from '../constants.ts';
import { text } from '../patterns.ts';
import { maxProofBytes, proofImageSchema } from './withdraw.ts';

/**
 * Feedback (issue 17, SPEC §5, UPSTREAM.md §4.1 `PUT /wps/feedback`, module FEEDBACK3): a real
 * member's question or suggestion with its type, its text and at most one image. The browser
 * checks the form with these schemas and the upstream checks the call with the same ones, so a
 * message the form shows is the refusal the upstream would answer.
 *
 * The types and the text's length (in characters once trimmed: SPEC §5 says "words", but a Khmer
 * or Chinese sentence has no spaces between its words, and the platform's Chinese text counts
 * characters, 字) are in `constants.ts`.
 *
 * Issue messages are i18n keys of the main catalogue (the site's SPEC §5 texts): the web
 * translates them with {@link feedbackContentMin} and {@link feedbackContentMax}; the upstream
 * answers `request_param_err` naming the field, whatever the message.
 */

/** i18n keys of the SPEC §5 messages (`validation.content`, `validation.contentLength`). */
const feedbackMessages = {
  content: 'validation.content',
  contentLength: 'validation.contentLength',
  type: 'validation.required',
} as const;

const feedbackContentSchema = text({ lines: true })
  .trim()
  .min(1, { error: feedbackMessages.content })
  .min(feedbackContentMin, { error: feedbackMessages.contentLength })
  .max(feedbackContentMax, { error: feedbackMessages.contentLength });

/** `PUT /wps/feedback`: the type, the text, and an optional PNG or JPEG (base64, at most 5 MB). */
export const feedbackBodySchema = z
  .object({
    type: z.enum(feedbackTypes, { error: feedbackMessages.type }),
    content: feedbackContentSchema,
    image: proofImageSchema.optional(),
  })
  .strict();
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

/** The largest feedback image once decoded: the proofs' limit, one rule for every upload. */
export const feedbackImageMaxBytes = maxProofBytes;

/** Body limit of `feedback`: one image at its largest in base64 plus the JSON around it. */
export const feedbackBodyLimitBytes = Math.ceil(feedbackImageMaxBytes / 3) * 4 + 64 * 1024;

/** What the upstream answers: the stored feedback's number and time (epoch ms). */
export const feedbackReceiptSchema = z.object({
  id: z.number().int().min(1),
  createdAt: z.number().int().min(0),
});
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;
