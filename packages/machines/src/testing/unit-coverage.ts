import type { UnitCoverageFile } from '../flows/coverage-report.ts';
import type { ModelTestPlan } from './model-testing.ts';

/**
 * The unit-level coverage of one flow: for every transition taken and every state made active,
 * the names of the generated paths (the test names) that did it. Replays are memoised by the
 * plan, so after the suite's path tests this costs no new replay.
 */
export const unitCoverageOf = (flowId: string, plan: ModelTestPlan): UnitCoverageFile => {
  const transitions: Record<string, string[]> = {};
  const states: Record<string, string[]> = {};
  const add = (into: Record<string, string[]>, ids: Iterable<string>, name: string) => {
    for (const id of ids) (into[id] ??= []).push(name);
  };
  for (const path of plan.paths) {
    const { taken, visited } = plan.replay(path);
    add(transitions, taken, path.name);
    add(states, visited, path.name);
  }
  return { flowId, level: 'unit', transitions, states };
};

/** The two calls of `node:fs` needed here, typed by hand: this package has no Node types. */
interface FileWriter {
  mkdirSync(path: string, options: { recursive: true }): unknown;
  writeFileSync(path: string, data: string): void;
}

/**
 * `FLOW_COVERAGE_DIR` of the test process, if set. Read through `globalThis` because the
 * machines package is browser code and carries no Node types; undefined in a browser.
 */
export const coverageDirFromEnv = (): string | undefined => {
  const { process } = globalThis as { process?: { env: Record<string, string | undefined> } };
  const dir = process?.env.FLOW_COVERAGE_DIR;
  return dir === undefined || dir === '' ? undefined : dir;
};

/**
 * Writes `<dir>/unit/<flowId>.json`. `node:fs` is imported by a computed name so that neither
 * the type checker nor a bundler looks for it: only a Node test run ever calls this.
 */
export const writeUnitCoverage = async (dir: string, file: UnitCoverageFile): Promise<string> => {
  const fsModule = 'node:fs';
  const fs = (await import(/* @vite-ignore */ fsModule)) as FileWriter;
  const unitDir = `${dir.replace(/\/+$/, '')}/unit`;
  fs.mkdirSync(unitDir, { recursive: true });
  const path = `${unitDir}/${file.flowId}.json`;
  fs.writeFileSync(path, JSON.stringify(file));
  return path;
};
