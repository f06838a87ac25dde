import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openAsDemoPlayer } from '../support/api-login.ts';
import {
  applicationForm,
  openPromotion,
  pdfNamedPng,
  smallJpeg,
} from '../support/promotion-pages.ts';
import { memberCenter, smallPng } from '../support/wallet-pages.ts';

// Promotions end to end (issue 16): web → bff → reference upstream → ledger. demo_player applies
// to the welcome bonus with two images, QA approves, the reward center pays the bonus once and
// the account record shows it once; the raffle draws once. At 1280 px in English and 390 px in
// Khmer and Chinese.

/**
 * The member's BONUS rows of the account record's default range (the platform's last days, UTC+7,
 * up to its today), through the bff as the page reads it. No dates of our own: the UTC day is the
 * platform's yesterday for seven hours of every day.
 */
const bonusRows = async (page: Page): Promise<{ amount: string }[]> => {
  const response = await page.request.get(
    '/wps/relay/ODS2_MemberTransaction?type=BONUS&page=1&pageSize=50',
  );
  return ((await response.json()) as { value: { list: { amount: string }[] } }).value.list;
};

test('apply for a promotion with two images → QA approves → bonus in the account record once', async ({
  page,
  qa,
}) => {
  await openAsDemoPlayer(page, '/');
  const main = await openPromotion(page, 'Welcome bonus 18.00');
  await expect(main).toContainText('5× the amount');
  const form = applicationForm(page);
  await form.getByLabel('Remark').fill('First deposit of 100.00, order 8841');
  const picker = form.getByLabel('Add image');
  await picker.setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: pdfNamedPng });
  await expect(form.getByRole('alert')).toHaveText('Only PNG or JPG images can be added.');
  await picker.setInputFiles({ name: 'deposit.png', mimeType: 'image/png', buffer: smallPng() });
  await picker.setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: smallJpeg });
  await expect(form.getByRole('img')).toHaveCount(2);
  await form.getByRole('button', { name: 'Send application' }).dblclick();
  await expect(main.getByRole('status')).toHaveText(
    'Your application was sent and waits for review.',
  );
  await page.screenshot({ path: 'test-results/promotions-applied-1280.png' });

  const [application, ...more] = await qa.promotionApplications('demo_player');
  expect(more).toHaveLength(0);
  expect(application).toMatchObject({
    code: 'welcome_bonus',
    remark: 'First deposit of 100.00, order 8841',
    status: 'applying',
    images: [{ mediaType: 'image/png' }, { mediaType: 'image/jpeg', bytes: smallJpeg.length }],
  });
  await qa.decideApplication(application?.id ?? 0, true);
  await main.getByRole('button', { name: 'Check status' }).click();
  await expect(main.getByRole('status')).toHaveText('Your bonus of 18.00 is approved.');

  // The reward center pays it once, even clicked twice.
  await page.goto('/?mc=rewardCenter');
  const center = memberCenter(page);
  const waiting = center.getByRole('list', { name: 'Waiting to be claimed' });
  await waiting.getByRole('button', { name: 'Claim: Welcome bonus 18.00' }).dblclick();
  const history = center.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Welcome bonus 18.00 · Bonus');
  await expect(history).toContainText('Wagering: 0.00 of 90.00 in valid bets');
  await expect(center).toContainText('No rewards are waiting to be claimed.');
  await expect(page.getByTestId('balance')).toHaveText('10,018.00');
  expect((await qa.rounds('demo_player')).balance).toBe(10_018);
  expect((await bonusRows(page)).filter((row) => row.amount === '18.00')).toHaveLength(1);

  // The promotion now says the bonus is claimed and its wagering runs.
  const again = await openPromotion(page, 'Welcome bonus 18.00');
  await expect(again.getByRole('status')).toHaveText('Bonus of 18.00 claimed.');
  await expect(again).toContainText('Wagering: 0.00 of 90.00 in valid bets');
  expect((await qa.rounds('demo_player')).balance).toBe(10_018);
});

test('at 390 px in Khmer: the list by category, a refused remark, and the raffle drawn once', async ({
  page,
  qa,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('hisLang', 'KM'));
  await openAsDemoPlayer(page, '/');
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'ប្រូម៉ូសិន' })).toBeVisible();
  await page.getByRole('tab', { name: 'ឆ្នោត' }).click();
  await expect(page.getByRole('heading', { name: 'ប្រាក់រង្វាន់ស្វាគមន៍ 18.00' })).toHaveCount(0);
  const raffle = await openPromotion(page, 'ឆ្នោតសំណាង');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await raffle.getByRole('button', { name: 'ចាប់ឆ្នោតឥឡូវ' }).dblclick();
  await expect(raffle.getByRole('status')).toContainText('អ្នកបានឈ្នះ');
  await expect(raffle.getByRole('button', { name: 'ចាប់ឆ្នោតឥឡូវ' })).toHaveCount(0);
  const balance = (await qa.rounds('demo_player')).balance;
  expect([10_001, 10_005, 10_018, 10_088]).toContain(balance);
  await page.screenshot({ path: 'test-results/promotions-raffle-390-km.png' });

  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toContainText('អ្នកបានឈ្នះ');
  expect((await qa.rounds('demo_player')).balance).toBe(balance);

  await openPromotion(page, 'ប្រាក់បន្ថែមចុងសប្តាហ៍ 50.00');
  const form = applicationForm(page);
  await form.getByLabel('កំណត់សម្គាល់').fill('x'.repeat(141));
  await form.getByRole('button', { name: 'ផ្ញើពាក្យសុំ' }).click();
  await expect(form.getByRole('alert')).toHaveText('កំណត់សម្គាល់អាចមានមិនលើសពី 140 តួអក្សរ។');
  expect(await qa.promotionApplications('demo_player')).toHaveLength(0);
});

test('at 390 px in Chinese: the reward center lists a claimed raffle prize', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('hisLang', 'CN'));
  await openAsDemoPlayer(page, '/');
  const raffle = await openPromotion(page, '幸运抽奖');
  await raffle.getByRole('button', { name: '立即抽奖' }).click();
  await expect(raffle.getByRole('status')).toContainText('恭喜您赢得');
  await page.goto('/?mc=rewardCenter');
  const center = memberCenter(page);
  await expect(center.getByRole('list', { name: '领取记录' })).toContainText('幸运抽奖 · 抽奖奖品');
  await expect(center).toContainText('暂无待领取的奖励。');
});
