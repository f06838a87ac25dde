import { describe, expect, it } from 'vitest';
import { captchaIdFromSetCookie } from './captcha-cookie.ts';

describe('captchaIdFromSetCookie', () => {
  it('finds the captcha id among the cookies the platform sets', () => {
    expect(captchaIdFromSetCookie('captchaId=abc-123; HttpOnly; Path=/')).toBe('abc-123');
    expect(captchaIdFromSetCookie(['other=1; Path=/', 'captchaId=Zz_9.~; Path=/'])).toBe('Zz_9.~');
  });

  it('ignores anything that could not be sent back safely', () => {
    expect(captchaIdFromSetCookie(undefined)).toBeNull();
    expect(captchaIdFromSetCookie('captchaIdX=1')).toBeNull();
    expect(captchaIdFromSetCookie('captchaId=')).toBeNull();
    expect(captchaIdFromSetCookie('captchaId=a b')).toBeNull();
    expect(captchaIdFromSetCookie('captchaId=a,b=c')).toBeNull();
    expect(captchaIdFromSetCookie(`captchaId=${'a'.repeat(129)}`)).toBeNull();
  });
});
