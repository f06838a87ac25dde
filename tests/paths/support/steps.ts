import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Qa } from '../../support/fixtures.ts';
import type { BoundStep, FlowContext } from './binding.ts';

/** An answer of an invoked actor (`xstate.done.actor.*` / `xstate.error.actor.*`). */
export const isActorAnswer = (step: BoundStep): boolean =>
  step.event.type.startsWith('xstate.done.actor.') ||
  step.event.type.startsWith('xstate.error.actor.');

/**
 * The answers that follow a user action before the next action: what the action's binding must
 * set up (through the QA controls) before it acts.
 */
export const answersAhead = (next: readonly BoundStep[]): BoundStep[] => {
  const end = next.findIndex((step) => !isActorAnswer(step));
  return end === -1 ? [...next] : next.slice(0, end);
};

/** Whether one of the answers right after this action is the named case. */
export const expects = (next: readonly BoundStep[], name: string): boolean =>
  answersAhead(next).some((step) => step.name === name);

/**
 * Makes the next request to a path fail as a network failure would. Only for outcomes the real
 * stack cannot produce on demand (the binding says which and why, next to the call).
 */
export const failNextRequest = async (page: Page, path: string): Promise<void> => {
  await page.route(
    (url) => url.pathname === path,
    (route) => route.abort('failed'),
    { times: 1 },
  );
};

/**
 * Stops the page's clock (installed by the runner) a moment from now. The instant is read from
 * the page, and on a busy machine it may have passed before `pauseAt` arrives ("Cannot
 * fast-forward to the past", microsoft/playwright#33926): then it asks again with a longer lead.
 */
export const pauseClock = async (page: Page): Promise<void> => {
  for (let lead = 1_000; ; lead *= 4) {
    const at = await page.evaluate((ms) => Date.now() + ms, lead);
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (lead >= 64_000 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
};

/** The answers and timers an action leads to, up to the next user action. */
export const upcoming = (next: readonly BoundStep[]): readonly BoundStep[] => {
  const end = next.findIndex((step) => !isActorAnswer(step) && step.delayMs === undefined);
  return end === -1 ? next : next.slice(0, end);
};

/** Whether the named case comes before the next user action (timers stepped over). */
export const leadsTo = (next: readonly BoundStep[], name: string): boolean =>
  upcoming(next).some((step) => step.name === name);

/**
 * Switches a module through the QA controls unless this test already left it so. The binding
 * keeps the switches it changed in `data.modules` (seeded values until it changes one).
 */
export const setModule = async (
  ctx: FlowContext<{ modules: Record<string, boolean> }>,
  modId: string,
  enabled: boolean,
): Promise<void> => {
  if (ctx.data.modules[modId] === enabled) return;
  await ctx.qa.module(modId, enabled);
  ctx.data.modules[modId] = enabled;
};

/**
 * Asks for a code in a form with a "Get code" button (the flow's sms child sends it), waits for
 * the countdown that proves the send, and reads the code the upstream sent.
 */
export const requestSmsCode = async (form: Locator, mobile: string, qa: Qa): Promise<string> => {
  await form.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await form.getByRole('button', { name: 'Get code' }).click();
  await expect(form.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  return qa.lastSmsCode(mobile);
};
