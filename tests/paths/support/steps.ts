import type { Page } from '@playwright/test';
import type { BoundStep } from './binding.ts';

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
