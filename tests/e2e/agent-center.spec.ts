import type { Browser, Locator, Page } from '@playwright/test';
import type { Qa } from '../support/fixtures.ts';
import { expect, test } from '../support/fixtures.ts';
import { otherPersonsContext } from '../support/notice-pages.ts';
import { logInThroughApi, openAsDemoPlayer } from '../support/api-login.ts';
import { gameFrame } from '../support/game-pages.ts';
import { paymentPassword, setPaymentPassword } from '../support/wallet-pages.ts';

// The agent center (SPEC §2, issue 15): demo_agent's twelve entries, a downline registered and
// funded from it, a daily-salary contract offered there and accepted in the downline's own
// browser, paid through the ledger once the platform's day has passed on the upstream's clock;
// the conflict rule across three levels; a player refused, also by the bff. Screenshots go to
// test-results/ for a person to look at.

// Several logins, a game frame and a settled day on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

const agentCenter = (page: Page): Locator =>
  page.getByRole('dialog', { name: /^(Agent center|មជ្ឈមណ្ឌលភ្នាក់ងារ|代理中心)$/ });
const menu = (page: Page): Locator => agentCenter(page).getByRole('navigation');
const contracts = (page: Page): Locator => agentCenter(page).getByTestId('contracts-panel');

/** `page` signed in as that account, on that address, the header's balance shown. */
const openAs = async (page: Page, account: string, password: string, path: string) => {
  await logInThroughApi(page, account, password);
  await page.goto(path);
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 30_000 });
};

/** A second browser (its own cookies: another person) signed in as that account. */
const otherBrowser = async (
  browser: Browser,
  qa: Qa,
  baseURL: string | undefined,
  account: string,
) => {
  const context = await otherPersonsContext(browser, qa, { baseURL });
  const page = await context.newPage();
  await openAs(page, account, account === 'e2e_sub' ? 'Secret123' : 'Demo1234', '/');
  return page;
};

/** Offers a one-tier contract of that kind from the panel on screen. */
const offer = async (page: Page, downline: string, kind: string, rate: string) => {
  await contracts(page).getByTestId('contracts-offer-open').click();
  const form = contracts(page).getByTestId('contract-offer-form');
  await form.getByTestId('offer-downline').fill(downline);
  await form.getByTestId('offer-kind').selectOption(kind);
  await form.getByTestId('offer-tier-0-threshold').fill('0');
  await form.getByTestId('offer-tier-0-rate').fill(rate);
  await form.getByTestId('offer-submit').click();
};

/** The contract cards of the panel whose text matches. */
const card = (page: Page, text: RegExp): Locator =>
  contracts(page)
    .getByTestId(/^contract-\d+$/)
    .filter({ hasText: text });

test('demo_agent at 1280 px: the header button opens the team overview, the twelve entries in order', async ({
  page,
}) => {
  await openAs(page, 'demo_agent', 'Demo1234', '/');
  await page.getByRole('button', { name: 'Agent center' }).click();
  await expect(agentCenter(page)).toBeVisible();
  await expect(page).toHaveURL(/\?ac=agentTeamOverview$/);
  await expect(menu(page).getByRole('button')).toHaveText([
    'Announcement',
    'Team overview',
    'Register a downline',
    'Team management',
    'Team betting',
    'User loss',
    'My income',
    'Downline transactions',
    'Dividend record',
    'Daily wages',
    'Hourly salary',
    'Real-time salary',
  ]);
  await expect(menu(page).getByRole('button', { name: 'Team overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The seeded team's week of rounds: real figures on the first start.
  await agentCenter(page).getByRole('tab', { name: 'This week' }).click();
  await expect(agentCenter(page).getByText('Team members')).toBeVisible();
  await page.screenshot({ path: 'test-results/agent-center-1280.png' });

  await menu(page).getByRole('button', { name: 'Daily wages' }).click();
  await expect(page).toHaveURL(/\?ac=agentDailyWages2$/);
  const history = agentCenter(page).getByRole('region', { name: 'Settlement history' });
  await expect(history.getByRole('row', { name: /demo_sub1/ }).first()).toContainText('Paid');
  await page.screenshot({ path: 'test-results/agent-center-daily-wages-1280.png' });
});

test('a daily-salary contract: registered, funded, offered, accepted in another browser, and paid after the day', async ({
  page,
  browser,
  baseURL,
  qa,
}) => {
  await openAs(page, 'demo_agent', 'Demo1234', '/?ac=registerCenter');
  const register = agentCenter(page).getByRole('form', { name: 'Register the account' });
  await register.getByLabel('Username').fill('e2e_sub');
  await register.getByLabel('Password', { exact: true }).fill('Secret123');
  await register.getByLabel('Confirm password').fill('Secret123');
  await register.getByRole('radio', { name: 'Agent' }).check();
  await register.getByRole('button', { name: 'Register the account' }).click();
  await expect(
    agentCenter(page).getByText('The account e2e_sub is registered in your team'),
  ).toBeVisible();

  // The new agent's contracts open under the form: a daily salary of 1 % of its team's bets.
  await offer(page, 'e2e_sub', 'dailySalary', '1');
  await expect(card(page, /e2e_sub/)).toContainText('In process');

  // A transfer from the team page, so the new agent has money to play with.
  await setPaymentPassword(page);
  await menu(page).getByRole('button', { name: 'Team management' }).click();
  await agentCenter(page).getByRole('searchbox', { name: 'Member account' }).fill('e2e_sub');
  await agentCenter(page).getByRole('button', { name: 'Search' }).click();
  await agentCenter(page).getByRole('button', { name: 'Transfer to e2e_sub' }).click();
  const transfer = agentCenter(page).getByRole('region', { name: 'Transfer to e2e_sub' });
  await transfer.getByLabel(/^Amount/).fill('200');
  await transfer.getByLabel('Payment password (6 digits)').fill(paymentPassword);
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer.getByRole('status')).toContainText('200.00 went to e2e_sub');

  // The downline, in its own browser, finds the offer on its daily wages page and accepts it.
  const sub = await otherBrowser(browser, qa, baseURL, 'e2e_sub');
  await expect(sub.getByTestId('balance')).toHaveText('200.00');
  await sub.getByRole('button', { name: 'Agent center' }).click();
  await menu(sub).getByRole('button', { name: 'Daily wages' }).click();
  const offered = card(sub, /In process/);
  await offered.getByTestId('contract-accept').click();
  await expect(card(sub, /Accepted/)).toBeVisible();

  // It plays three rounds of the in-house slot: its own team's valid bets.
  await sub.goto('/inhouse');
  await sub.getByRole('button', { name: 'Lucky Slot' }).first().click();
  const frame = await gameFrame(sub, 'Lucky Slot');
  const history = frame.getByRole('region', { name: 'Round history' }).locator('tbody tr');
  for (let round = 1; round <= 3; round += 1) {
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(history).toHaveCount(round);
  }
  const played = await qa.rounds('e2e_sub');
  const salary = (Math.floor(Math.round(played.totals.stake * 100) / 100) / 100).toFixed(2);

  // A day and more later on the upstream's clock, the day is settled and paid (the sessions of
  // the day before have expired: both sign in again).
  await qa.advanceClock(26 * 3_600_000);
  await logInThroughApi(sub, 'e2e_sub', 'Secret123');
  await sub.goto('/?ac=agentDailyWages2');
  const paid = agentCenter(sub)
    .getByRole('region', { name: 'Settlement history' })
    .getByRole('row', { name: /demo_agent/ })
    .first();
  await expect(paid).toContainText('Paid');
  await expect(paid).toContainText(salary);
  // The account record's default range ends on the browser's day: the browser's day moves too.
  await sub.clock.install({ time: Date.now() + 26 * 3_600_000 });
  await sub.goto('/?mc=transactionHistory');
  await expect(
    sub.getByRole('dialog', { name: 'Member center' }).getByRole('row', { name: /Agent salary/ }),
  ).toContainText(salary);

  await logInThroughApi(page, 'demo_agent', 'Demo1234');
  await page.goto('/?ac=agentDailyWages2');
  await expect(
    agentCenter(page)
      .getByRole('region', { name: 'Settlement history' })
      .getByRole('row', { name: /e2e_sub/ })
      .first(),
  ).toContainText(salary);
  await sub.context().close();
});

test('the conflict rule: a lower rate for demo_sub1 ends its contract with demo_sub2, once both agree', async ({
  page,
  browser,
  baseURL,
  qa,
}) => {
  // demo_sub1 pays demo_sub2 a daily 0.3 %: a daily 0.2 % for demo_sub1 ends that contract.
  await openAs(page, 'demo_agent', 'Demo1234', '/?ac=agentDailyWages2');
  await offer(page, 'demo_sub1', 'dailySalary', '0.2');
  const confirmation = page.getByTestId('conflict-dialog');
  await expect(confirmation).toContainText(/Daily salary: .*demo_sub1.* → .*demo_sub2.*0\.3/);
  await confirmation.getByTestId('conflict-confirm').click();
  await expect(card(page, /In process/)).toBeVisible();

  const sub1 = await otherBrowser(browser, qa, baseURL, 'demo_sub1');
  await sub1.goto('/?ac=agentDailyWages2');
  await card(sub1, /In process/)
    .getByTestId('contract-accept')
    .click();
  const accepting = sub1.getByTestId('conflict-dialog');
  await expect(accepting).toContainText(/demo_sub2/);
  await accepting.getByTestId('conflict-confirm').click();
  await expect(card(sub1, /Ended by the conflict rule/)).toContainText(/demo_sub2/);
  await sub1.screenshot({ path: 'test-results/agent-center-conflict-1280.png' });
  await sub1.context().close();
});

test('a player never sees the agent center: no button, a link refused, the bff refuses its calls', async ({
  page,
}) => {
  await openAsDemoPlayer(page);
  await expect(page.getByRole('button', { name: 'Demo Player' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agent center' })).toHaveCount(0);
  await page.goto('/?ac=agentTeamOverview');
  await expect(page.getByText('The agent center is for agent accounts only.')).toBeVisible();
  await expect(page).not.toHaveURL(/ac=/);
  await expect(agentCenter(page)).toHaveCount(0);
  for (const [path, code] of [
    ['/wps/agent/team/members', 'agent.required'],
    ['/wps/agent/team/overview', 'agent.required'],
    ['/wps/agent/contracts/settlements', 'contract.not.agent'],
  ] as const) {
    const answer = await page.request.get(path);
    expect({ path, status: answer.status() }).toEqual({ path, status: 403 });
    expect(((await answer.json()) as { errorCode: string }).errorCode).toBe(code);
  }
});

test('at 390 px in Khmer and Chinese: a full-screen sheet, the page first, then the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughApi(page, 'demo_agent', 'Demo1234');
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('hisLang', 'KM'));
  await page.goto('/?ac=downlineManagmentView');
  await expect(
    agentCenter(page).getByRole('heading', { level: 3, name: 'ការគ្រប់គ្រងក្រុម' }),
  ).toBeVisible();
  await expect(agentCenter(page).getByText('demo_sub1').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/agent-center-390-km.png' });

  await page.evaluate(() => localStorage.setItem('hisLang', 'CN'));
  await page.goto('/?ac=agentDailyWages2');
  await expect(agentCenter(page).getByRole('heading', { level: 3, name: '日工资' })).toBeVisible();
  await page.screenshot({ path: 'test-results/agent-center-390-cn.png' });
  await agentCenter(page).getByRole('button', { name: '全部页面' }).click();
  await expect(menu(page).getByRole('button', { name: '团队总览' })).toBeVisible();
  const box = await agentCenter(page).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(380);
});
