import type { CoverageMark } from '@his/flow-view';
import type { FlowCoverage, FlowCoverageReport } from '@his/machines/flows/coverage-report';

/** What the diagram colours and the toolbar counts for one flow. */
export interface CoverageOverlay {
  states: Record<string, CoverageMark>;
  transitions: Record<string, CoverageMark>;
  unit: { taken: number; total: number };
  browser: { taken: number; total: number } | null;
  generatedAt: string;
}

const markOf = (tests: { unit: string[]; browser: string[] }, waived?: string): CoverageMark => {
  if (tests.unit.length > 0 && tests.browser.length > 0) return 'both';
  if (tests.unit.length > 0) return 'unit';
  if (tests.browser.length > 0) return 'browser';
  return waived ? 'waived' : 'none';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a coverage report file (`artifacts/coverage/flows.json`). Only the outer shape is
 * checked: the file comes from our own `pnpm test:paths`, and a wrong file must say so rather
 * than colour nothing.
 */
export const parseCoverageReport = (text: string): FlowCoverageReport => {
  const value: unknown = JSON.parse(text);
  if (!isRecord(value) || !isRecord(value.flows) || typeof value.generatedAt !== 'string') {
    throw new Error('not a flow coverage report (artifacts/coverage/flows.json)');
  }
  return value as unknown as FlowCoverageReport;
};

/** The overlay of one flow; `null` when the report does not cover it. */
export const coverageOverlay = (
  report: FlowCoverageReport,
  flowId: string,
): CoverageOverlay | null => {
  const flow: FlowCoverage | undefined = report.flows[flowId];
  if (!flow) return null;
  return {
    states: Object.fromEntries(
      Object.entries(flow.states).map(([id, tests]) => [id, markOf(tests)]),
    ),
    transitions: Object.fromEntries(
      Object.entries(flow.transitions).map(([id, tests]) => [id, markOf(tests, tests.waived)]),
    ),
    unit: { taken: flow.unit.taken, total: flow.unit.total },
    browser: flow.browser,
    generatedAt: report.generatedAt,
  };
};
