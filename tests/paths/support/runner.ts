import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import type { BoundStep, FlowBinding, FlowContext } from './binding.ts';
import type { BrowserFlowCoverage } from '@his/machines/flows/coverage-report';
import {
  readFlowCoverage,
  recordFlowCoverage,
  writeBrowserCoverage,
} from '../../support/flow-coverage.ts';
import { bindingProblems, planFlowPaths, type BrowserPath } from './plan.ts';

/** How many times the Node replay took each transition up to and including each step. */
const cumulativeCounts = (steps: readonly BoundStep[]): Map<string, number>[] => {
  const counts = new Map<string, number>();
  return steps.map((step) => {
    step.transitions.forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
    return new Map(counts);
  });
};

/** Transitions the page has taken fewer times than the model says it must have by now. */
const missingTransitions = (
  coverage: BrowserFlowCoverage,
  expected: ReadonlyMap<string, number>,
): string[] =>
  [...expected]
    .filter(([id, times]) => (coverage.transitions[id] ?? 0) < times)
    .map(([id, times]) => `${id} (×${times}, seen ×${coverage.transitions[id] ?? 0})`);

/**
 * The step's check: the page's own actors took (at least) every transition the Node replay
 * took so far, and what the user sees matches each expected atomic state. Counting is "at
 * least" because the page may run ahead of the model (a click that logs in passes the
 * challenge, the login and the member load in one go) and timers keep ticking.
 */
const checkStep = async <TData>(
  binding: FlowBinding<TData>,
  ctx: FlowContext<TData>,
  step: BoundStep,
  expected: ReadonlyMap<string, number>,
) => {
  await expect
    .poll(async () => missingTransitions(await readFlowCoverage(ctx.page), expected), {
      message: `transitions the page must have taken after "${step.name}"`,
      timeout: 20_000,
    })
    .toEqual([]);
  for (const id of step.expectedStates) {
    await binding.states[id]?.(ctx, step);
  }
};

const stepTitle = (step: BoundStep): string => `${step.name} → ${step.expectedStates.join(', ')}`;

/** The path as a failure attachment: steps with their expected states and transitions. */
const pathReport = (path: BrowserPath, coverage: BrowserFlowCoverage | null) =>
  JSON.stringify({ name: path.name, input: path.inputName, steps: path.steps, coverage }, null, 2);

const readOrNull = (page: Page) => readFlowCoverage(page).catch(() => null);

const runPath = async <TData>(
  binding: FlowBinding<TData>,
  path: BrowserPath,
  ctx: FlowContext<TData>,
) => {
  const expected = cumulativeCounts(path.steps);
  if (binding.clock || path.steps.some((step) => step.delayMs !== undefined))
    await ctx.page.clock.install();
  await recordFlowCoverage(ctx.page);
  const [init, ...rest] = path.steps;
  if (!init) throw new Error(`path "${path.name}" has no steps`);
  await test.step(stepTitle(init), async () => {
    await binding.start(ctx);
    await checkStep(binding, ctx, init, expected[0] ?? new Map());
  });
  for (const [offset, step] of rest.entries()) {
    await test.step(stepTitle(step), async () => {
      const act = binding.events[step.name];
      if (!act) throw new Error(`event "${step.name}" has no binding`);
      await act(ctx, step, rest.slice(offset + 1));
      await checkStep(binding, ctx, step, expected[step.index] ?? new Map());
    });
  }
};

/**
 * Declares the browser path tests of one flow: a completeness test of the binding (no
 * browser), then one test per chosen path, each step a `test.step` named `event → states`.
 * Coverage recording is on in every path test; its counts are written for the report when
 * `FLOW_COVERAGE_DIR` is set and the test passed.
 */
export const defineFlowPathTests = <TData>(binding: FlowBinding<TData>): void => {
  const plan = planFlowPaths(binding);

  test.describe(`${binding.flowId} paths`, () => {
    if (binding.viewport) test.use({ viewport: binding.viewport });
    if (binding.timeout) test.describe.configure({ timeout: binding.timeout });

    test(`the ${binding.flowId} binding covers every event case and atomic state`, () => {
      expect(bindingProblems(binding, plan.atomicStates)).toEqual([]);
    });

    for (const path of plan.selected) {
      test(path.name, async ({ page, qa }, testInfo) => {
        const ctx: FlowContext<TData> = {
          page,
          qa,
          testInfo,
          inputName: path.inputName,
          steps: path.steps.slice(1),
          data: binding.data(),
        };
        try {
          await runPath(binding, path, ctx);
        } catch (error) {
          await testInfo.attach('path', {
            body: pathReport(path, await readOrNull(page)),
            contentType: 'application/json',
          });
          throw error;
        }
        await writeBrowserCoverage(testInfo.title, testInfo.testId, await readFlowCoverage(page));
      });
    }
  });
};
