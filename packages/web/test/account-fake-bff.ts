import type { MemberInfo } from '@his/shared/schemas/member';
import { memberInfoSchema } from '@his/shared/schemas/member';
import type { RecordedRequest, Reply } from './fake-bff.ts';
import { FakeBff, fail, ok } from './fake-bff.ts';
import { demoPlayer } from './fixtures.ts';

/** The trial account free play logs in (account type 4). */
export const trialMember: MemberInfo = memberInfoSchema.parse({
  ...demoPlayer,
  id: 9,
  account: 'trial_0001',
  nickname: 'Guest 0001',
  type: 4,
});

const loginValue = (userName: string) => ({
  firstTimeLogin: false,
  passwordExpired: false,
  userName,
});

const fields = (request: RecordedRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null
    ? { ...(request.body as Record<string, unknown>) }
    : {};

/**
 * The fake bff with the account flows of issue 3 behind it: SMS codes for login and reset, the
 * two password resets, the password change and free play. `demo_player` owns the mobile
 * number `012345678` (+855); every code sent is `smsCode`.
 */
export class AccountFakeBff extends FakeBff {
  smsCode = '246810';
  expiredMinutes = 5;
  mobile = { mobileNum: '012345678', countryDialingCode: '+855', member: demoPlayer };
  /** The password a reset by SMS or a change set, by account. */
  readonly passwords = new Map<string, string>();

  constructor() {
    super();
    this.on('POST', '/wps/verification/sms/noLogin', () =>
      ok({ expiredMinutes: this.expiredMinutes }),
    );
    this.on('POST', '/wps/member/password/email', () => ok(null));
    this.on('POST', '/wps/member/password/verification', (request) => {
      const body = fields(request);
      if (body.verificationCode !== this.smsCode) return fail('sms.code.invalid', 400);
      if (body.mobileNum === this.mobile.mobileNum && typeof body.newPassword === 'string') {
        this.passwords.set(this.mobile.member.account, body.newPassword);
      }
      return ok(null);
    });
    this.on('POST', '/wps/member/password', (request) => {
      if (!this.member) return fail('login.not.session', 401);
      if (this.member.type === 4) return fail('account.trial', 403);
      const body = fields(request);
      if (typeof body.newPassword === 'string') {
        this.passwords.set(this.member.account, body.newPassword);
      }
      return ok(null);
    });
    this.on('POST', '/wps/session/login/freeplay', () => {
      this.member = trialMember;
      return ok(loginValue(trialMember.account));
    });
  }

  protected override login(body: unknown): Reply {
    const { username, password, type, countryDialingCode } = (body ?? {}) as Record<
      string,
      unknown
    >;
    const ownNumber =
      username === this.mobile.mobileNum && countryDialingCode === this.mobile.countryDialingCode;
    if (type === 'sms') {
      if (!ownNumber || password !== this.smsCode) return fail('login.failed', 400);
      this.member = this.mobile.member;
      return ok(loginValue(this.member.account));
    }
    if (type === '') {
      const expected = this.passwords.get(this.mobile.member.account);
      if (!ownNumber || expected === undefined || password !== expected) {
        return fail('login.failed', 400);
      }
      this.member = this.mobile.member;
      return ok(loginValue(this.member.account));
    }
    return super.login(body);
  }
}
