import type { Page } from '@playwright/test';
import { flows } from '@his/machines/flows';
import { expect, test } from '../support/fixtures.ts';
import { expectLoggedIn, headerLogin } from '../support/pages.ts';

// The `/flows` statechart viewer (issue 5): list, diagram, path replay, coverage colouring and
// live mode, in the built app the bff serves.

const diagram = (page: Page) => page.locator('svg.flow-diagram');
const stateNode = (page: Page, id: string) => diagram(page).locator(`[data-state-id="${id}"]`);

const activeStateIds = (page: Page) =>
  diagram(page)
    .locator('[data-state-id].is-active')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-id')));

test('lists the flows, finds a rule and opens its flow as a diagram', async ({ page }) => {
  await page.goto('/flows');
  await expect(page.getByRole('heading', { level: 1, name: 'Flows' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Flows' }).getByRole('listitem')).toHaveCount(
    flows.length,
  );

  await page.getByRole('searchbox', { name: /search flows/i }).fill('hasMember');
  await page.getByRole('link', { name: /restoring: always \[hasMember\]/ }).click();
  await expect(page).toHaveURL(/\/flows\/session\?transition=/);
  await expect(page.getByRole('region', { name: 'Transition always' })).toContainText('hasMember');
  await expect(stateNode(page, 'session.authenticated.loggedIn')).toBeVisible();

  await page.getByRole('tab', { name: 'Outline' }).click();
  await expect(page.locator('[data-outline-state-id="session.visitor.form.idle"]')).toBeVisible();
});

test('opens while the site is in maintenance: the viewer is not the site', async ({ page, qa }) => {
  await qa.siteState('maintenance');
  await page.goto('/flows/boot');
  await expect(page.getByRole('heading', { level: 1, name: 'Site start' })).toBeVisible();
  await expect(stateNode(page, 'boot.maintenance')).toBeVisible();
  // The viewer shows the charts' descriptions, which the site's own copy of them leaves out.
  await page.goto('/flows/boot?state=boot.maintenance');
  await expect(page.getByLabel('Overlay and details')).toContainText(
    'The maintenance page with a Contact Us button.',
  );
});

test('replays a generated path and the active state moves', async ({ page }) => {
  await page.goto('/flows/session?overlay=replay');
  await expect(stateNode(page, 'session.restoring')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a path' }).fill('submit valid');
  const paths = page.getByRole('listbox', { name: /generated path/i });
  await paths.selectOption({ index: 0 });

  const steps = page.getByRole('list', { name: 'Steps of the path' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('xstate.init');
  await expect(stateNode(page, 'session.visitor.form.idle')).toHaveClass(/is-active/);
  const before = await activeStateIds(page);

  await page.getByRole('button', { name: 'Step ▶' }).click();
  await expect(steps.locator('[aria-current="step"]')).toContainText('submit valid');
  await expect.poll(() => activeStateIds(page)).not.toEqual(before);
  await expect(stateNode(page, 'session.visitor.form.idle')).not.toHaveClass(/is-active/);
  await expect(diagram(page).locator('[data-transition-id].is-last')).not.toHaveCount(0);

  await page.getByRole('button', { name: '◀ Back' }).click();
  await expect(stateNode(page, 'session.visitor.form.idle')).toHaveClass(/is-active/);
});

test('colours the diagram from a coverage report file', async ({ page }) => {
  const report = {
    generatedAt: '2026-01-01T00:00:00.000Z',
    browserFlows: ['session'],
    browserPercent: 50,
    flows: {
      session: {
        title: 'Login and session',
        states: {
          'session.restoring': { unit: ['[default] xstate.init'], browser: ['login works'] },
          'session.visitor': { unit: ['[default] xstate.init'], browser: [] },
          'session.authenticated': { unit: [], browser: [] },
        },
        transitions: {
          'session.restoring|always|1': { unit: ['[default] xstate.init'], browser: [] },
        },
        unit: { taken: 1, total: 44, waived: 0, missing: [] },
        browser: { taken: 0, total: 44 },
      },
    },
  };
  await page.goto('/flows/session?overlay=coverage');
  await page.getByLabel(/coverage report/i).setInputFiles({
    name: 'flows.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(report)),
  });
  await expect(page.getByTestId('coverage-summary').first()).toHaveText('unit 1/44, browser 0/44');
  await expect(stateNode(page, 'session.restoring')).toHaveClass(/cov-both/);
  await expect(stateNode(page, 'session.visitor')).toHaveClass(/cov-unit/);
  await expect(stateNode(page, 'session.authenticated')).toHaveClass(/cov-none/);
  // The report leaves out the root (always active): uncoloured, not "not taken".
  await expect(stateNode(page, 'session')).not.toHaveClass(/cov-/);
  await expect(
    diagram(page).locator('[data-transition-id="session.restoring|always|1"]'),
  ).toHaveClass(/cov-unit/);
});

test('live mode follows a login in another tab', async ({ page, context }) => {
  await page.goto('/flows/session?overlay=live');
  await expect(stateNode(page, 'session.restoring')).toBeVisible();

  const site = await context.newPage();
  await site.goto('/');
  const log = page.getByRole('list', { name: 'Live event log' });
  // A tab stays silent until it hears the viewer's hello (repeated every 1.5 s): the login
  // starts once the viewer shows the new tab's visitor form, as a person watching it would.
  await expect(log).toContainText('visitor.form.idle');
  await headerLogin(site, 'demo_player', 'Demo1234');
  await expectLoggedIn(site, /demo/i);

  await expect(stateNode(page, 'session.authenticated.loggedIn')).toHaveClass(/is-active/);
  // The login passed through the form's submitting state on its way.
  await expect(log).toContainText('visitor.form.submitting');
  await expect(log).toContainText('authenticated.loggedIn');
  // Context values arrive masked: no name or balance of the member.
  await expect(log).not.toContainText('demo_player');
});

test('players never download the viewer', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const source of await Promise.all(scripts)) {
    expect(source).not.toContain('org.eclipse.elk');
    expect(source).not.toContain('data-outline-state-id');
  }
});
