import type { Locator, Page } from '@playwright/test';
import type { Qa } from '../support/fixtures.ts';
import { expect, test } from '../support/fixtures.ts';
import { memberCenter, smallPng } from '../support/wallet-pages.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';

// My account's profile end to end (issue 14): web → bff → reference upstream, stored in its
// database. The nickname (the header follows at once), a static avatar, an uploaded one and a
// fake PNG the platform refuses by its bytes, the mobile bound with the SMS code the QA control
// reads, the email; at 1280 px in English and at 390 px in Chinese. Screenshots go to
// test-results/.

const phone = { width: 390, height: 844 };

/** A text file that starts with the PNG signature: the browser's signature check lets it through. */
const fakePng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('this is a text file named avatar.png'),
]);

interface Texts {
  nicknameForm: string;
  nicknameLabel: string;
  nicknameSaved: (nickname: string) => string;
  avatar: (number: number) => string;
  avatarSaved: string;
  upload: RegExp;
  fakeRefused: string;
  mobileForm: string;
  mobileLabel: string;
  countryCode: string;
  getCode: string;
  resend: RegExp;
  code: string;
  mobileSaved: (masked: string) => string;
  emailForm: string;
  emailLabel: string;
  emailSaved: (masked: string) => string;
  yourAvatar: string;
}

const english: Texts = {
  nicknameForm: 'Change nickname',
  nicknameLabel: 'New nickname',
  nicknameSaved: (nickname) => `Your nickname is now ${nickname}.`,
  avatar: (number) => `Avatar ${number}`,
  avatarSaved: 'Your avatar is saved.',
  upload: /Upload your own picture/,
  fakeRefused: 'The avatar must be a PNG or JPEG image of at most 1 MB.',
  mobileForm: 'Bind mobile',
  mobileLabel: 'Mobile number to bind',
  countryCode: 'Country code',
  getCode: 'Get code',
  resend: /^Resend in \d+ s$/,
  code: 'SMS code',
  mobileSaved: (masked) => `Your mobile number ${masked} is bound.`,
  emailForm: 'Bind email',
  emailLabel: 'Email to bind',
  emailSaved: (masked) => `Your email ${masked} is bound.`,
  yourAvatar: 'Your avatar',
};

const chinese: Texts = {
  nicknameForm: '修改昵称',
  nicknameLabel: '新昵称',
  nicknameSaved: (nickname) => `您的昵称已改为 ${nickname}。`,
  avatar: (number) => `头像 ${number}`,
  avatarSaved: '头像已保存。',
  upload: /上传自己的图片/,
  fakeRefused: '头像须为不超过 1 MB 的 PNG 或 JPEG 图片。',
  mobileForm: '绑定手机',
  mobileLabel: '要绑定的手机号码',
  countryCode: '国家区号',
  getCode: '获取验证码',
  resend: /^\d+ 秒后重新发送$/,
  code: '短信验证码',
  mobileSaved: (masked) => `您的手机号码 ${masked} 已绑定。`,
  emailForm: '绑定邮箱',
  emailLabel: '要绑定的电子邮箱',
  emailSaved: (masked) => `您的电子邮箱 ${masked} 已绑定。`,
  yourAvatar: '您的头像',
};

/** The header's nickname entry, whose name may go on with the missions waiting to be claimed. */
const headerNickname = (page: Page, nickname: string): Locator =>
  page.getByRole('banner').getByRole('button', {
    name: new RegExp(`^${nickname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|,|$)`),
  });

/** Every step of the profile, checked on the page and, where it matters, in the upstream. */
const editProfile = async (
  page: Page,
  qa: Qa,
  texts: Texts,
  values: {
    nickname: string;
    mobile: string;
    /** A dialing code to pick; the visitor's country's is kept otherwise. */
    dialingCode?: string;
    maskedMobile: string;
    email: string;
    maskedEmail: string;
  },
) => {
  const center = memberCenter(page);

  const nickname = center.getByRole('form', { name: texts.nicknameForm });
  await nickname.getByLabel(texts.nicknameLabel).fill(`  ${values.nickname} `);
  await nickname.getByRole('button', { name: texts.nicknameForm }).click();
  await expect(nickname.getByRole('status')).toHaveText(texts.nicknameSaved(values.nickname));
  // The session took the answered member info: the header follows without a reload.
  await expect(headerNickname(page, values.nickname)).toBeVisible();

  await center.getByRole('button', { name: texts.avatar(5) }).click();
  await expect(center.getByText(texts.avatarSaved)).toBeVisible();
  await expect(center.getByRole('button', { name: texts.avatar(5) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const picker = center.getByLabel(texts.upload);
  await picker.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: fakePng });
  await expect(center.getByText(texts.fakeRefused)).toBeVisible();
  // Refused by its bytes: the static avatar stays.
  await expect(center.getByRole('button', { name: texts.avatar(5) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: smallPng(16) });
  await expect(center.getByText(texts.avatarSaved)).toBeVisible();
  await expect(center.getByRole('img', { name: texts.yourAvatar }).first()).toHaveAttribute(
    'src',
    /^data:image\/png;base64,iVBORw0KGgo/,
  );

  const mobile = center.getByRole('form', { name: texts.mobileForm });
  if (values.dialingCode) {
    await mobile.getByLabel(texts.countryCode).selectOption(values.dialingCode);
  }
  await mobile.getByLabel(texts.mobileLabel).fill(values.mobile);
  await mobile.getByRole('button', { name: texts.getCode }).click();
  await expect(mobile.getByRole('button', { name: texts.resend })).toBeDisabled();
  await mobile.getByLabel(texts.code).fill(await qa.lastSmsCode(values.mobile));
  await mobile.getByRole('button', { name: texts.mobileForm }).click();
  await expect(mobile.getByText(texts.mobileSaved(values.maskedMobile))).toBeVisible();

  const email = center.getByRole('form', { name: texts.emailForm });
  await email.getByLabel(texts.emailLabel).fill(values.email);
  await email.getByRole('button', { name: texts.emailForm }).click();
  await expect(email.getByText(texts.emailSaved(values.maskedEmail))).toBeVisible();
};

test.beforeEach(async ({ page }) => {
  await openAsDemoPlayer(page);
});

test('at 1280 px: nickname, avatars, mobile and email, kept after a reload', async ({
  page,
  qa,
}) => {
  await page.goto('/?mc=securityCenter');
  await editProfile(page, qa, english, {
    nickname: 'Lucky Star',
    mobile: '0961234577',
    dialingCode: '+84',
    maskedMobile: '096****4577',
    email: 'lucky@example.com',
    maskedEmail: 'l***@example.com',
  });
  await page.screenshot({ path: 'test-results/security-center-profile-1280.png', fullPage: true });

  await page.reload();
  const center = memberCenter(page);
  await expect(headerNickname(page, 'Lucky Star')).toBeVisible();
  await expect(center).toContainText('+84 096****4577');
  await expect(center).toContainText('l***@example.com');
  await expect(center.getByRole('img', { name: 'Your avatar' }).first()).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
});

test('at 390 px in Chinese: the same, nothing cut off', async ({ page, qa }) => {
  await page.setViewportSize(phone);
  await page.evaluate(() => localStorage.setItem('hisLang', 'CN'));
  await page.goto('/?mc=securityCenter');
  await editProfile(page, qa, chinese, {
    nickname: '幸运星',
    mobile: '0961234588',
    maskedMobile: '096****4588',
    email: 'star@example.com',
    maskedEmail: 's***@example.com',
  });
  const center = memberCenter(page);
  const overflow = await center.evaluate((element) => {
    const scroller = element.querySelector('[class*="body"]') ?? element;
    return Math.max(
      element.scrollWidth - element.clientWidth,
      scroller.scrollWidth - scroller.clientWidth,
    );
  });
  expect(overflow).toBe(0);
  // The countdown's words fit on the phone's screen.
  const resend = await center
    .getByRole('form', { name: chinese.mobileForm })
    .getByRole('button', { name: chinese.resend })
    .boundingBox();
  expect((resend?.x ?? 0) + (resend?.width ?? phone.width + 1)).toBeLessThanOrEqual(phone.width);
  // The center is a full-screen sheet on a phone: one picture per part of the profile.
  await center.getByRole('heading', { name: '个人资料' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/security-center-profile-390.png' });
  await center.getByRole('heading', { name: '头像' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/security-center-avatar-390.png' });
  await center.getByRole('heading', { name: '手机与邮箱' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/security-center-contact-390.png' });
});
