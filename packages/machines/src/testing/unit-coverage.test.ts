import { afterAll, describe, expect, it, vi } from 'vitest';
import type { UnitCoverageFile } from '../flows/coverage-report.ts';
import { listTransitions } from './describe-machine.ts';
import { planModelTests } from './model-testing.ts';
import { sampleFlowModel } from './sample.flow-model.ts';
import { coverageDirFromEnv, unitCoverageOf, writeUnitCoverage } from './unit-coverage.ts';
import { defineModelSuite } from './vitest-model-suite.ts';

/** The Node calls this test needs, typed by hand: the machines package has no Node types. */
interface NodeFiles {
  mkdtempSync(prefix: string): string;
  readFileSync(path: string, encoding: 'utf8'): string;
  existsSync(path: string): boolean;
  rmSync(path: string, options: { recursive: true; force: true }): void;
}
const nodeFs = 'node:fs';
const fs = (await import(/* @vite-ignore */ nodeFs)) as NodeFiles;
const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync('/tmp/flow-coverage-test-');
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const readUnitFile = (dir: string, flowId: string) =>
  JSON.parse(fs.readFileSync(`${dir}/unit/${flowId}.json`, 'utf8')) as UnitCoverageFile;

describe('unitCoverageOf', () => {
  const plan = planModelTests(sampleFlowModel);
  const file = unitCoverageOf('sample', plan);

  it('names, for every transition of the sample, the paths that took it', () => {
    expect(Object.keys(file.transitions).sort()).toEqual(
      listTransitions(sampleFlowModel.machine)
        .map((t) => t.id)
        .sort(),
    );
    const names = new Set(plan.paths.map((path) => path.name));
    expect(
      Object.values(file.transitions)
        .flat()
        .every((name) => names.has(name)),
    ).toBe(true);
    expect(file.transitions['sample.locked|xstate.after.lockout.sample.locked|0']).toEqual(
      plan.paths.filter((path) => path.name.includes('lockout over')).map((path) => path.name),
    );
  });

  it('names, for every state, the paths that made it active', () => {
    expect(file).toMatchObject({ flowId: 'sample', level: 'unit' });
    expect(Object.keys(file.states).sort()).toEqual(
      ['accepted', 'checking', 'editing', 'judging', 'locked'].map((key) => `sample.${key}`),
    );
    expect(file.states['sample.editing']).toHaveLength(plan.paths.length);
  });
});

describe('writeUnitCoverage', () => {
  it('writes <dir>/unit/<flowId>.json', async () => {
    const dir = tempDir();
    const file: UnitCoverageFile = {
      flowId: 'door',
      level: 'unit',
      transitions: { 'door.closed|open|0': ['open'] },
      states: { 'door.open': ['open'] },
    };
    expect(await writeUnitCoverage(`${dir}/`, file)).toBe(`${dir}/unit/door.json`);
    expect(readUnitFile(dir, 'door')).toEqual(file);
  });
});

describe('coverageDirFromEnv', () => {
  it('reads FLOW_COVERAGE_DIR and treats an empty value as unset', () => {
    vi.stubEnv('FLOW_COVERAGE_DIR', '/tmp/somewhere');
    expect(coverageDirFromEnv()).toBe('/tmp/somewhere');
    vi.stubEnv('FLOW_COVERAGE_DIR', '');
    expect(coverageDirFromEnv()).toBeUndefined();
    vi.unstubAllEnvs();
  });
});

// Model suites declared while FLOW_COVERAGE_DIR is set: the one naming its flow writes its
// file when it ends, the other writes nothing; the next block (run after both, in file order)
// reads the folders.
const flowSuiteDir = tempDir();
vi.stubEnv('FLOW_COVERAGE_DIR', flowSuiteDir);
const samplePlan = defineModelSuite(sampleFlowModel, { coverageFlowId: 'sample' });
const bareSuiteDir = tempDir();
vi.stubEnv('FLOW_COVERAGE_DIR', bareSuiteDir);
defineModelSuite(sampleFlowModel);
vi.unstubAllEnvs();

describe('model suites with FLOW_COVERAGE_DIR set', () => {
  it('the suite of a flow has written its unit coverage file when it ended', () => {
    expect(readUnitFile(flowSuiteDir, 'sample')).toEqual(unitCoverageOf('sample', samplePlan));
  });

  it('a suite that names no flow writes nothing', () => {
    expect(fs.existsSync(`${bareSuiteDir}/unit`)).toBe(false);
  });
});
