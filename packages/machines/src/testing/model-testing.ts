import type { AnyStateMachine } from 'xstate';
import { checkCoverage, type CoverageReport } from './coverage.ts';
import { auditMachine } from './describe-machine.ts';
import type { FlowModel } from './flow-model.ts';
import { generatePaths, type ModelPath } from './generate-paths.ts';
import { replayPath, type ReplayReport } from './replay.ts';

export { checkCoverage, formatCoverage, type CoverageReport } from './coverage.ts';
export {
  auditMachine,
  listStateNodes,
  listTransitions,
  transitionIdOf,
  type TransitionInfo,
  type TransitionKind,
} from './describe-machine.ts';
export {
  abstractKey,
  afterEvent,
  doneEvent,
  errorEvent,
  type AfterEvent,
  type DoneActorEvent,
  type ErrorActorEvent,
  type FlowModel,
  type Invariant,
  type SyntheticEvent,
  type Waiver,
} from './flow-model.ts';
export {
  dropPrefixPaths,
  generatePaths,
  type ModelPath,
  type ModelStep,
} from './generate-paths.ts';
export {
  createTestActor,
  delayOf,
  deliver,
  replayPath,
  type RecordedCall,
  type ReplayReport,
  type StepReport,
  type TestActorHandle,
  type TestActorOptions,
} from './replay.ts';

/** The model test of one machine, ready for any test runner. */
export interface ModelTestPlan {
  machineId: string;
  /** Generated paths of every input, prefix duplicates dropped. */
  paths: ModelPath[];
  /** Replays one path (memoised: coverage and per-path tests share the work). */
  replay(path: ModelPath): ReplayReport;
  /** Replays every path not yet replayed and reports transition coverage. */
  coverage(): CoverageReport;
  /** Convention breaches ({@link auditMachine}); empty when the machine is auditable. */
  audit(): string[];
}

/**
 * Generates the paths of a spec and returns what a runner needs: one replay per path, the
 * coverage check and the convention audit. Generation happens here, synchronously, so test
 * files can declare one test per path at load time.
 */
export const planModelTests = <TMachine extends AnyStateMachine>(
  spec: FlowModel<TMachine>,
): ModelTestPlan => {
  const paths = generatePaths(spec);
  const reports = new Map<ModelPath, ReplayReport>();
  const replay = (path: ModelPath): ReplayReport => {
    const done = reports.get(path);
    if (done) return done;
    const report = replayPath(spec, path);
    reports.set(path, report);
    return report;
  };
  return {
    machineId: spec.machine.id,
    paths,
    replay,
    coverage: () => {
      const taken = new Set(paths.flatMap((path) => [...replay(path).taken]));
      return checkCoverage(spec.machine, taken, spec.waivers);
    },
    audit: () => auditMachine(spec.machine),
  };
};
