import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { flows } from '../flows/registry.ts';
import type { FlowModel } from './flow-model.ts';
import { planModelTests, type ModelTestPlan } from './model-testing.ts';
import { coverageDirFromEnv, unitCoverageOf, writeUnitCoverage } from './unit-coverage.ts';

export interface ModelSuiteOptions {
  /**
   * The registry flow this suite tests: when `FLOW_COVERAGE_DIR` is set, the suite writes its
   * unit coverage to `<dir>/unit/<flowId>.json` for the coverage report.
   */
  coverageFlowId?: string;
}

/**
 * Declares the model test of a machine in Vitest: the convention audit, one test per generated
 * path (named after its events) and the transition-coverage check. Kept apart from
 * `model-testing.ts` so that other runners (Playwright) can use the tooling without Vitest.
 */
export const defineModelSuite = <TMachine extends AnyStateMachine>(
  spec: FlowModel<TMachine>,
  options: ModelSuiteOptions = {},
): ModelTestPlan => {
  const plan = planModelTests(spec);
  const coverageDir = coverageDirFromEnv();
  const { coverageFlowId } = options;
  describe(`${plan.machineId} model`, () => {
    if (coverageDir !== undefined && coverageFlowId !== undefined) {
      afterAll(async () => {
        await writeUnitCoverage(coverageDir, unitCoverageOf(coverageFlowId, plan));
      });
    }

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

/**
 * The model suite of a registered flow, by id: every flow's suite is defined the same way from
 * its registry entry (`src/<flow>/<flow>.model.test.ts` holds just this call; one file per flow
 * so that Vitest spreads the flows over its workers). `model-suites.test.ts` fails when a
 * registered flow has no such file.
 */
export const defineFlowModelSuite = (flowId: string): ModelTestPlan => {
  const flow = flows.find((entry) => entry.id === flowId);
  if (flow === undefined) throw new Error(`no registered flow ${flowId}`);
  return defineModelSuite(flow.model, { coverageFlowId: flow.id });
};
