import { describe, expect, it } from 'vitest';
import type { FlowCoverageReport } from '@his/machines/flows/coverage-report';
import { coverageOverlay, parseCoverageReport } from './coverage-overlay.ts';

const report: FlowCoverageReport = {
  generatedAt: '2026-01-01T00:00:00.000Z',
  browserFlows: ['m'],
  browserPercent: 50,
  flows: {
    m: {
      title: 'M',
      states: {
        'm.a': { unit: ['p1'], browser: ['t1'] },
        'm.b': { unit: ['p1'], browser: [] },
        'm.c': { unit: [], browser: [] },
      },
      transitions: {
        'm.a|go|0': { unit: [], browser: ['t1'] },
        'm.b|go|0': { unit: [], browser: [], waived: 'needs a real clock' },
        'm.c|go|0': { unit: [], browser: [] },
      },
      unit: { taken: 0, total: 3, waived: 1, missing: ['m.c|go|0'] },
      browser: { taken: 1, total: 3 },
    },
  },
};

describe('coverage overlay', () => {
  it('marks each state and transition by the levels that took it', () => {
    const overlay = coverageOverlay(report, 'm');
    expect(overlay?.states).toEqual({ 'm.a': 'both', 'm.b': 'unit', 'm.c': 'none' });
    expect(overlay?.transitions).toEqual({
      'm.a|go|0': 'browser',
      'm.b|go|0': 'waived',
      'm.c|go|0': 'none',
    });
    expect(overlay?.unit).toEqual({ taken: 0, total: 3 });
    expect(overlay?.browser).toEqual({ taken: 1, total: 3 });
    expect(coverageOverlay(report, 'other')).toBeNull();
  });

  it('reads a report file and refuses anything else', () => {
    expect(parseCoverageReport(JSON.stringify(report)).flows.m?.title).toBe('M');
    expect(() => parseCoverageReport('{"flows": []}')).toThrow(/not a flow coverage report/);
    expect(() => parseCoverageReport('not json')).toThrow();
  });
});
