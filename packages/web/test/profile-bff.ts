import {
  isEmailAddress,
  nicknameProblem,
  type MemberIcon,
  type SecurityConfig,
} from '@his/shared/schemas/profile';
import type { FakeBff, RecordedRequest } from './fake-bff.ts';
import { fail, ok } from './fake-bff.ts';

const fieldsOf = (request: RecordedRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null
    ? (request.body as Record<string, unknown>)
    : {};

/**
 * The profile side of the platform behind the fake bff, in memory: the avatar, the bound
 * contacts (answered masked), the nickname change (on the bff's member) and the mobile bind
 * with the code `smsCode` (any other code is `sms.code.invalid`).
 */
export class ProfileBff {
  icon: MemberIcon = { avatar: '0', avatarType: 'STATIC', image: null };
  contacts: SecurityConfig = { mobile: null, countryDialingCode: null, email: null };
  smsCode = '246810';

  constructor(bff: FakeBff) {
    bff.on('GET', '/wps/member/info/icon', () => ok(this.icon));
    bff.on('GET', '/wps/member/securityConfig', () => ok(this.contacts));
    bff.on('PUT', '/wps/member/info/nickname', (request) => {
      const nickname = String(fieldsOf(request).nickname ?? '');
      if (!bff.member) return fail('login.not.session', 401);
      if (nicknameProblem(nickname) !== null)
        return fail('nickname.invalid', 400, { min: 2, max: 20 });
      bff.member = { ...bff.member, nickname: nickname.trim() };
      return ok(bff.member);
    });
    bff.on('PUT', '/wps/member/info/icon', (request) => {
      const body = fieldsOf(request);
      if (body.avatarType === 'STATIC') {
        this.icon = { avatar: String(body.avatar), avatarType: 'STATIC', image: null };
      } else {
        this.icon = {
          avatar: '0',
          avatarType: 'CUSTOM',
          image: { mediaType: 'image/png', data: String(body.image) },
        };
      }
      return ok({ avatar: this.icon.avatar, avatarType: this.icon.avatarType });
    });
    bff.on('PUT', '/wps/member/info/email', (request) => {
      const email = String(fieldsOf(request).email ?? '');
      if (!isEmailAddress(email)) return fail('email.invalid', 400);
      this.contacts = {
        ...this.contacts,
        email: `${email.slice(0, 1)}***${email.slice(email.indexOf('@'))}`,
      };
      return ok(this.contacts);
    });
    bff.on('POST', '/wps/verification/sms/bind', () => ok({ expiredMinutes: 1 }));
    bff.on('PUT', '/wps/member/info/mobile', (request) => {
      const body = fieldsOf(request);
      if (body.verificationCode !== this.smsCode) return fail('sms.code.invalid', 400);
      const mobile = String(body.mobileNum);
      this.contacts = {
        ...this.contacts,
        mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
        countryDialingCode: String(body.countryDialingCode),
      };
      return ok(this.contacts);
    });
  }
}
