import { describe, expect, it } from 'vitest';
import {
  buildCoverageReport,
  coverageFailures,
  unknownIds,
  type BrowserCoverageFile,
  type TitledDescription,
  type UnitCoverageFile,
} from './coverage-report.ts';
import type { FlowState, FlowTransition } from './normalise.ts';

const state = (
  id: string,
  parent: string | null,
  type: FlowState['type'] = 'atomic',
): FlowState => ({
  id,
  key: id.split('.').at(-1) ?? id,
  type,
  parent,
  initial: null,
  history: type === 'history' ? 'shallow' : null,
  tags: [],
  description: id,
  meta: null,
  entry: [],
  exit: [],
  invoke: [],
});

const transition = (id: string): FlowTransition => {
  const [source = '', event = ''] = id.split('|');
  return {
    id,
    source,
    kind: event === 'always' ? 'always' : 'on',
    event: event === 'always' ? null : event,
    delay: null,
    guard: null,
    actions: [],
    targets: [],
    description: id,
  };
};

/** Door: four transitions; the unit level takes two, waives one and misses one. */
const door: TitledDescription = {
  id: 'door',
  title: 'Door',
  description: 'A door.',
  states: [
    state('door', null, 'compound'),
    state('door.closed', 'door'),
    state('door.open', 'door'),
    state('door.hist', 'door', 'history'),
  ],
  transitions: [
    transition('door.closed|open|0'),
    transition('door.open|close|0'),
    transition('door.closed|kick|0'),
    transition('door.closed|lock|0'),
  ],
};

/** Lamp: not a browser flow; two transitions, both taken at unit level. */
const lamp: TitledDescription = {
  id: 'lamp',
  title: 'Lamp',
  description: null,
  states: [state('lamp', null, 'compound'), state('lamp.off', 'lamp'), state('lamp.on', 'lamp')],
  transitions: [transition('lamp.off|toggle|0'), transition('lamp.on|toggle|0')],
};

const waivers = { door: [{ transition: 'door.closed|kick|0', reason: 'no one kicks doors' }] };

const unitFiles: UnitCoverageFile[] = [
  {
    flowId: 'door',
    level: 'unit',
    transitions: {
      'door.closed|open|0': ['open', 'open → close'],
      'door.open|close|0': ['open → close'],
    },
    states: { 'door.closed': ['open', 'open → close'], 'door.open': ['open', 'open → close'] },
  },
  {
    flowId: 'lamp',
    level: 'unit',
    transitions: { 'lamp.off|toggle|0': ['toggle twice'], 'lamp.on|toggle|0': ['toggle twice'] },
    states: { 'lamp.off': ['toggle twice'], 'lamp.on': ['toggle twice'] },
  },
];

const browserFile = (test: string, transitions: Record<string, number>): BrowserCoverageFile => ({
  level: 'browser',
  test,
  coverage: { transitions, states: { 'door.closed': 1, 'door.open': 0, 'lamp.on': 2 } },
});

const browserFiles = [
  browserFile('opens the door', { 'door.closed|open|0': 1, 'door.open|close|0': 0 }),
  browserFile('opens it again', { 'door.closed|open|0': 2, 'lamp.on|toggle|0': 1 }),
];

const at = '2025-01-01T00:00:00.000Z';

describe('buildCoverageReport', () => {
  const report = buildCoverageReport([door, lamp], waivers, unitFiles, browserFiles, ['door'], at);

  it('lists, per transition, the unit and browser tests that took it and the waiver', () => {
    expect(report.flows.door?.transitions).toEqual({
      'door.closed|open|0': {
        unit: ['open', 'open → close'],
        browser: ['opens the door', 'opens it again'],
      },
      'door.open|close|0': { unit: ['open → close'], browser: [] },
      'door.closed|kick|0': { unit: [], browser: [], waived: 'no one kicks doors' },
      'door.closed|lock|0': { unit: [], browser: [] },
    });
  });

  it('counts unit coverage: taken, waived, and the missing transition', () => {
    expect(report.flows.door?.unit).toEqual({
      taken: 2,
      total: 4,
      waived: 1,
      missing: ['door.closed|lock|0'],
    });
    expect(report.flows.lamp?.unit).toEqual({ taken: 2, total: 2, waived: 0, missing: [] });
  });

  it('lists states without the root and history, with the tests that made them active', () => {
    expect(report.flows.door?.states).toEqual({
      'door.closed': {
        unit: ['open', 'open → close'],
        browser: ['opens the door', 'opens it again'],
      },
      'door.open': { unit: ['open', 'open → close'], browser: [] },
    });
  });

  it('measures the browser percent over the browser flows only', () => {
    expect(report.flows.door?.browser).toEqual({ taken: 1, total: 4 });
    expect(report.flows.lamp?.browser).toEqual({ taken: 1, total: 2 });
    expect(report.browserFlows).toEqual(['door']);
    expect(report.browserPercent).toBe(25);
    expect(report.generatedAt).toBe(at);
    expect(report.flows.door?.title).toBe('Door');
  });

  it('rounds the browser percent to one decimal over all browser flows together', () => {
    const both = buildCoverageReport([door, lamp], {}, [], browserFiles, ['door', 'lamp'], at);
    expect(both.browserPercent).toBe(33.3);
  });

  it('has no browser numbers when no browser test reported', () => {
    const unitOnly = buildCoverageReport([door], waivers, unitFiles, [], ['door'], at);
    expect(unitOnly.flows.door?.browser).toBeNull();
    expect(unitOnly.browserPercent).toBeNull();
  });

  it('counts every transition as missing for a flow without a unit file', () => {
    const none = buildCoverageReport([lamp], {}, [], [], [], at);
    expect(none.flows.lamp?.unit.missing).toEqual(['lamp.off|toggle|0', 'lamp.on|toggle|0']);
  });
});

describe('coverageFailures', () => {
  it('fails on a missing unit transition and browser coverage below the minimum', () => {
    const report = buildCoverageReport(
      [door, lamp],
      waivers,
      unitFiles,
      browserFiles,
      ['door'],
      at,
    );
    expect(coverageFailures(report, 90)).toEqual([
      'door: door.closed|lock|0 is neither taken at unit level nor waived',
      'browser coverage 25% of the transitions of door is below 90%',
    ]);
  });

  it('passes when every transition is taken or waived and the browser flows reach the minimum', () => {
    const report = buildCoverageReport([lamp], {}, unitFiles, browserFiles, ['lamp'], at);
    expect(coverageFailures(report, 50)).toEqual([]);
    expect(coverageFailures(report, 51)).toEqual([
      'browser coverage 50% of the transitions of lamp is below 51%',
    ]);
  });

  it('fails without browser coverage and on a browser flow that is not registered', () => {
    const report = buildCoverageReport([lamp], {}, unitFiles, [], ['lamp', 'ghost'], at);
    expect(coverageFailures(report, 90)).toEqual([
      'browser flow ghost is not a registered flow',
      'no browser coverage: no browser path test wrote a coverage file',
    ]);
  });
});

describe('unknownIds', () => {
  it('names ids of the coverage files that no description has', () => {
    const stale = browserFile('stale', { 'door.closed|open|0': 1, 'door.gone|x|0': 1 });
    expect(unknownIds([door, lamp], unitFiles, [stale])).toEqual(['door.gone|x|0']);
  });
});
