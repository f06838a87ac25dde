import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { FlowTestSpec } from './flow-test-spec.ts';
import { planModelTests, type ModelTestPlan } from './model-testing.ts';

/**
 * Declares the model test of a machine in Vitest: the convention audit, one test per generated
 * path (named after its events) and the transition-coverage check. Kept apart from
 * `model-testing.ts` so that other runners (Playwright) can use the tooling without Vitest.
 */
export const defineModelSuite = <TMachine extends AnyStateMachine>(
  spec: FlowTestSpec<TMachine>,
): ModelTestPlan => {
  const plan = planModelTests(spec);
  describe(`${plan.machineId} model`, () => {
    it('follows the statechart conventions (ids, names, descriptions)', () => {
      expect(plan.audit()).toEqual([]);
    });

    describe('generated paths', () => {
      for (const path of plan.paths) {
        it(path.name, () => {
          const { steps } = plan.replay(path);
          const trace = (key: 'expectedKey' | 'actualKey', status: 'expectedStatus' | 'status') =>
            steps.map((step) => `${step.name} ⇒ ${step[status]} ${step[key]}`);
          expect(trace('actualKey', 'status')).toEqual(trace('expectedKey', 'expectedStatus'));
          expect(
            steps.flatMap((step) => step.brokenInvariants.map((name) => `${step.name}: ${name}`)),
          ).toEqual([]);
        });
      }
    });

    it('takes every transition that is not waived', () => {
      const report = plan.coverage();
      expect(report.missing, 'transitions neither taken nor waived').toEqual([]);
      expect(report.unknownWaivers, 'waivers of transitions that do not exist').toEqual([]);
      expect(report.needlessWaivers, 'waivers of transitions that were taken').toEqual([]);
    });
  });
  return plan;
};
