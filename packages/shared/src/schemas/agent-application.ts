import { z } from 'zod';
import {
  agentExperienceMax,
  agentExperienceMin,
  agentNameMax,
  agentTeamSizeMax,
  messengerApps,
} from '../constants.ts';
import { text } from '../patterns.ts';

/**
 * An application to the agent programme (issue 17, SPEC §2 `/join`): who applies, how the house
 * reaches them (a phone number and/or an email, and optionally a messaging app's handle), how
 * they would bring players, and the team they expect. Anyone may apply, signed in or not. The
 * browser checks the form with this schema and the upstream checks the call with it.
 *
 * Issue messages are keys of the join page's strings (namespace `join`, `errors.*`); the
 * upstream answers `request_param_err` naming the field, whatever the message.
 */

export type MessengerApp = (typeof messengerApps)[number];

/**
 * Digits with an optional leading `+`, spaces, dashes and brackets between them; 6–15 digits in
 * all. One pattern (no refinement), so the gateway's fuzzer can draw valid numbers from it.
 */
const phonePattern = /^\+?(?:[0-9][ ()-]{0,2}){5,14}[0-9]$/;
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

export const agentApplicationBodySchema = z
  .object({
    name: text()
      .trim()
      .min(2, { error: 'errors.name' })
      .max(agentNameMax, { error: 'errors.name' }),
    phone: text()
      .trim()
      .max(32, { error: 'errors.phone' })
      .regex(phonePattern, { error: 'errors.phone' })
      .optional(),
    email: text()
      .trim()
      .max(64, { error: 'errors.email' })
      .regex(z.regexes.email, { error: 'errors.email' })
      .optional(),
    messenger: z.enum(messengerApps, { error: 'errors.messenger' }).optional(),
    handle: text()
      .trim()
      .min(2, { error: 'errors.handle' })
      .max(64, { error: 'errors.handle' })
      .optional(),
    experience: text({ lines: true })
      .trim()
      .min(agentExperienceMin, { error: 'errors.experience' })
      .max(agentExperienceMax, { error: 'errors.experience' }),
    teamSize: z
      .number({ error: 'errors.teamSize' })
      .int({ error: 'errors.teamSize' })
      .min(1, { error: 'errors.teamSize' })
      .max(agentTeamSizeMax, { error: 'errors.teamSize' })
      .optional(),
  })
  .strict()
  .refine((body) => body.phone !== undefined || body.email !== undefined, {
    error: 'errors.contact',
    path: ['phone'],
  })
  .refine((body) => (body.messenger === undefined) === (body.handle === undefined), {
    error: 'errors.handle',
    path: ['handle'],
  });
export type AgentApplicationBody = z.infer<typeof agentApplicationBodySchema>;

/** The contact of an application as duplicates are found: digits of the phone, email lowercased. */
export const contactKeysOf = (body: AgentApplicationBody): string[] => [
  ...(body.phone === undefined ? [] : [`phone:${digitsOf(body.phone)}`]),
  ...(body.email === undefined ? [] : [`email:${body.email.trim().toLowerCase()}`]),
  ...(body.messenger === undefined || body.handle === undefined
    ? []
    : [`${body.messenger}:${body.handle.trim().replace(/^@/, '').toLowerCase()}`]),
];

/** What the upstream answers: the stored application's number and time (epoch ms). */
export const agentApplicationReceiptSchema = z.object({
  id: z.number().int().min(1),
  createdAt: z.number().int().min(0),
});
export type AgentApplicationReceipt = z.infer<typeof agentApplicationReceiptSchema>;
