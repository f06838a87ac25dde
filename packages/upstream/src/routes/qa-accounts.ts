import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { parseInput, readBody } from '../http/input.ts';
import type { Services } from '../http/services.ts';
import { listOutbox } from '../mail/outbox.ts';
import type { Merchant } from '../merchants/merchants.ts';
import { enabledModules } from '../merchants/modules.ts';
import { findMemberByAccount } from '../members/members.ts';
import { register } from '../members/register.ts';
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

const accountQuery = z.object({ account: z.string().trim().min(1).max(64) }).strict();

const newMemberBody = z
  .object({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(64),
    mobileNum: z
      .string()
      .regex(/^\d{6,15}$/)
      .optional(),
    countryDialingCode: z
      .string()
      .regex(/^\+\d{1,4}$/)
      .default('+855'),
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

/**
 * QA controls of the account flows (issue 3): SMS codes, the outbox, member flags, and members
 * made for a test.
 */
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

  // A member of the test's own (say with a mobile number no test has asked a code for yet),
  // made by the registration itself with only the captcha and the SMS code lifted, so it is
  // exactly what a player's registration makes: rules, duplicates, wallet.
  app.post('/qa/members', async (request) => {
    const { username, password, mobileNum, countryDialingCode } = parseInput(
      newMemberBody,
      readBody(request.body, 'json'),
    );
    const owner = await merchant();
    const modules = await enabledModules(db, owner.id);
    const registered = await register(services, {
      mode: 'username',
      merchant: owner,
      modules: { ...modules, CAPTCHA3: false, REGMOBVERF3: false },
      body: {
        username,
        password,
        confirmPassword: password,
        ...(mobileNum === undefined ? {} : { mobileNum, countryDialingCode }),
      },
      captchaId: undefined,
      ip: request.ip,
      now: services.clock.now(),
    });
    return { account: registered.userName };
  });

  app.post('/qa/members/flags', async (request) => {
    const { account, ...flags } = parseInput(flagsBody, readBody(request.body, 'json'));
    const member = await findMemberByAccount(db, (await merchant()).id, account);
    if (!member) throw new ApiError('not.found');
    return { account: member.account, ...(await setMemberFlags(db, member.id, flags)) };
  });

  // What a registration kept: contact fields as sent, the payment password only as a yes/no.
  app.get('/qa/members', async (request: FastifyRequest) => {
    const { account } = parseInput(accountQuery, request.query);
    const rows = await db.query<{
      account: string;
      email: string | null;
      mobile: string | null;
      mobileDialingCode: string | null;
      profile: Record<string, string>;
      hasPaymentPassword: boolean;
    }>(
      `SELECT account, email, mobile, mobile_dialing_code AS "mobileDialingCode", profile,
              payment_password_hash IS NOT NULL AS "hasPaymentPassword"
         FROM members WHERE merchant_id = $1 AND account_key = lower($2)`,
      [(await merchant()).id, account],
    );
    const [member] = rows;
    if (!member) throw new ApiError('not.found');
    return member;
  });
};
