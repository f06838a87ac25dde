import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { registerCall } from '../http/call-route.ts';
import type { Services } from '../http/services.ts';
import { findMemberByMobile } from '../members/members.ts';
import type { SmsPurpose } from '../sms/codes.ts';
import { issueSmsCode } from '../sms/codes.ts';
import { checkMobile, dialingCodeOf, maskMobile } from '../sms/mobile.ts';
import { realMember } from '../http/member-guard.ts';

/**
 * SMS codes. Nothing reaches a carrier: the code goes to the QA endpoint (with QA controls on)
 * and the log says `sms code issued` with a masked number and never the code.
 */
export const smsRoutes = async (app: FastifyInstance, services: Services) => {
  const send = async (
    purpose: SmsPurpose,
    target: { merchantId: number; mobile: string; dialingCode: string; now: Date },
    log: { info(details: object, message: string): void },
  ) => {
    const issued = await services.hashing.run(() =>
      issueSmsCode(services.db, {
        ...target,
        purpose,
        minutes: services.config.smsCodeMinutes,
      }),
    );
    if (services.config.qaControls) services.lastSmsCodes.set(issued.mobile, issued);
    log.info(
      {
        purpose,
        mobile: maskMobile(issued.mobile),
        dialingCode: issued.dialingCode,
        expiredMinutes: issued.expiredMinutes,
      },
      'sms code issued',
    );
    return { expiredMinutes: issued.expiredMinutes };
  };

  // For SMS login and reset by SMS. The answer is the same whether or not the number has an
  // account (ASVS 6.3.8): a code is issued either way, and only its owner can read it.
  registerCall(app, services, 'smsNoLogin', async ({ body }, ctx) => {
    if (ctx.modules.MOBILEVERCODELOGIN3 !== true && ctx.modules.CHNGPASSVERIF3 !== true) {
      throw new ApiError('function.not.available');
    }
    checkMobile(body.mobileNum);
    const dialingCode = dialingCodeOf(body.countryDialingCode);
    return send(
      'no-login',
      { merchantId: ctx.merchant.id, mobile: body.mobileNum, dialingCode, now: ctx.now },
      ctx.request.log,
    );
  });

  // For binding a number to the logged-in member (the reference's own path, issue 14): a number
  // another member holds is refused before any code is sent, as for registration.
  registerCall(app, services, 'smsBind', async ({ body }, ctx) => {
    const member = realMember(ctx.member);
    checkMobile(body.mobileNum);
    const dialingCode = dialingCodeOf(body.countryDialingCode);
    const owner = await findMemberByMobile(services.db, ctx.merchant.id, body.mobileNum);
    if (owner && owner.id !== member.id) throw new ApiError('mobile.taken', { field: 'mobileNum' });
    return send(
      'bind',
      { merchantId: ctx.merchant.id, mobile: body.mobileNum, dialingCode, now: ctx.now },
      ctx.request.log,
    );
  });

  // For registration: a number that already has an account is refused before any code is sent.
  registerCall(app, services, 'smsRegister', async ({ body }, ctx) => {
    if (ctx.modules.REGMOBVERF3 !== true && ctx.modules.MOBILENUMREG3 !== true) {
      throw new ApiError('function.not.available');
    }
    checkMobile(body.mobileNo);
    const dialingCode = dialingCodeOf(body.countryDialingCode);
    if (await findMemberByMobile(services.db, ctx.merchant.id, body.mobileNo)) {
      throw new ApiError('mobile.taken', { field: 'mobileNum' });
    }
    return send(
      'register',
      { merchantId: ctx.merchant.id, mobile: body.mobileNo, dialingCode, now: ctx.now },
      ctx.request.log,
    );
  });
};
