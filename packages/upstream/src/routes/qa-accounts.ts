import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import { listOutbox } from '../mail/outbox.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { findMemberByAccount } from '../members/members.ts';
import { setMemberFlags } from '../members/password-state.ts';
import type { IssuedSmsCode } from '../sms/codes.ts';

// `+` in a query string decodes to a space, so `?mobile=+855…` arrives as ` 855…`.
const smsQuery = z.object({ mobile: z.string().regex(/^[ +]?\d{4,24}$/) }).strict();
const flagsBody = z
  .object({
    account: z.string().trim().min(1).max(64),
    passwordExpired: z.boolean().optional(),
    mustChange: z.boolean().optional(),
    firstTimeLogin: z.boolean().optional(),
  })
  .strict();

/**
 * The last code sent to a number, given as sent (`012345678`) or in full (`+855012345678`).
 * A leading `+` (or the space it decodes to) asks for the full form first.
 */
const lastCodeFor = (codes: Map<string, IssuedSmsCode>, raw: string): IssuedSmsCode | null => {
  const digits = raw.replace(/^[ +]/, '');
  const full = [...codes.values()].find((c) => `${c.dialingCode}${c.mobile}` === `+${digits}`);
  const asSent = codes.get(digits);
  const ordered = raw.startsWith(' ') || raw.startsWith('+') ? [full, asSent] : [asSent, full];
  return ordered.find((code) => code !== undefined) ?? null;
};

/** QA controls of the account flows (issue 3): SMS codes, the outbox and member flags. */
export const qaAccountRoutes = async (
  app: FastifyInstance,
  services: Services,
  merchant: () => Promise<Merchant>,
) => {
  const { db } = services;

  app.get('/qa/sms/last', async (request: FastifyRequest) => {
    const { mobile } = parseInput(smsQuery, request.query);
    const last = lastCodeFor(services.lastSmsCodes, mobile);
    if (!last) throw new ApiError('not.found');
    return { code: last.code, expiredMinutes: last.expiredMinutes };
  });

  app.get('/qa/outbox', async () => listOutbox(db, (await merchant()).id));

  app.post('/qa/members/flags', async (request) => {
    const { account, ...flags } = parseInput(flagsBody, readBody(request.body, 'json'));
    const member = await findMemberByAccount(db, (await merchant()).id, account);
    if (!member) throw new ApiError('not.found');
    return { account: member.account, ...(await setMemberFlags(db, member.id, flags)) };
  });
};
