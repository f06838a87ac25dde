import type { Waiver } from '../testing/flow-model.ts';
import type { FlowDescription } from './normalise.ts';

// The coverage report: which tests took each transition and made each state active, at unit
// level (the model suites) and browser level (the generated Playwright path tests). Pure and
// browser-safe: `scripts/flow-coverage.ts` builds it in Node, the `/flows` viewer reads it.

/** What a browser test collects in `window.__FLOW_COVERAGE__`: counts per id. */
export interface BrowserFlowCoverage {
  transitions: Record<string, number>;
  states: Record<string, number>;
}

/** `<dir>/unit/<flowId>.json`, written by a flow's model suite: test (path) names per id. */
export interface UnitCoverageFile {
  flowId: string;
  level: 'unit';
  transitions: Record<string, string[]>;
  states: Record<string, string[]>;
}

/** `<dir>/browser/<test>.json`, written by one browser path test. */
export interface BrowserCoverageFile {
  level: 'browser';
  test: string;
  coverage: BrowserFlowCoverage;
}

/** Names of the tests that took a transition or made a state active, per level. */
export interface CoverageEntry {
  unit: string[];
  browser: string[];
}

export interface TransitionCoverage extends CoverageEntry {
  /** The waiver's reason when the flow's test spec waives this transition. */
  waived?: string;
}

export interface FlowCoverage {
  title: string;
  /** Every state but the root (always active) and history pseudo-states (never active). */
  states: Record<string, CoverageEntry>;
  transitions: Record<string, TransitionCoverage>;
  unit: {
    taken: number;
    total: number;
    /** Transitions not taken at unit level but waived. */
    waived: number;
    /** Transitions neither taken at unit level nor waived: the gate fails on any. */
    missing: string[];
  };
  /** `null` when no browser test reported coverage at all. */
  browser: { taken: number; total: number } | null;
}

export interface FlowCoverageReport {
  generatedAt: string;
  flows: Record<string, FlowCoverage>;
  /** The flows the browser percent is measured over (those with generated browser tests). */
  browserFlows: string[];
  /** Transitions of `browserFlows` taken in a browser, in percent of all of theirs (one decimal). */
  browserPercent: number | null;
}

/** A flow's description with the title an auditor reads. */
export type TitledDescription = FlowDescription & { title: string };

/** Test names per id; a set, as one test may report an id many times. */
type NamesById = Map<string, Set<string>>;

const add = (into: NamesById, id: string, name: string): void => {
  const names = into.get(id) ?? new Set<string>();
  names.add(name);
  into.set(id, names);
};

const seenIds = (counts: Record<string, number>): string[] =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([id]) => id);

const namesOf = (index: NamesById, id: string): string[] => [...(index.get(id) ?? [])];

const percent = (part: number, whole: number): number =>
  whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10;

/**
 * Joins the unit and browser coverage files with the flow descriptions. Ids the descriptions do
 * not know (a stale file, an actor outside the registry) are left out: see {@link unknownIds}.
 */
export const buildCoverageReport = (
  descriptions: readonly TitledDescription[],
  waivers: Readonly<Record<string, readonly Waiver[]>>,
  unitFiles: readonly UnitCoverageFile[],
  browserFiles: readonly BrowserCoverageFile[],
  browserFlows: readonly string[],
  generatedAt: string = new Date().toISOString(),
): FlowCoverageReport => {
  const unitTransitions: NamesById = new Map();
  const unitStates: NamesById = new Map();
  for (const file of unitFiles) {
    for (const [id, names] of Object.entries(file.transitions))
      for (const name of names) add(unitTransitions, id, name);
    for (const [id, names] of Object.entries(file.states))
      for (const name of names) add(unitStates, id, name);
  }
  const browserTransitions: NamesById = new Map();
  const browserStates: NamesById = new Map();
  for (const file of browserFiles) {
    for (const id of seenIds(file.coverage.transitions)) add(browserTransitions, id, file.test);
    for (const id of seenIds(file.coverage.states)) add(browserStates, id, file.test);
  }
  const hasBrowser = browserFiles.length > 0;

  const flows = Object.fromEntries(
    descriptions.map((description): [string, FlowCoverage] => {
      const reasons = new Map(
        (waivers[description.id] ?? []).map((waiver) => [waiver.transition, waiver.reason]),
      );
      const transitions = Object.fromEntries(
        description.transitions.map((transition): [string, TransitionCoverage] => {
          const reason = reasons.get(transition.id);
          return [
            transition.id,
            {
              unit: namesOf(unitTransitions, transition.id),
              browser: namesOf(browserTransitions, transition.id),
              ...(reason === undefined ? {} : { waived: reason }),
            },
          ];
        }),
      );
      const states = Object.fromEntries(
        description.states
          .filter((state) => state.parent !== null && state.type !== 'history')
          .map((state): [string, CoverageEntry] => [
            state.id,
            { unit: namesOf(unitStates, state.id), browser: namesOf(browserStates, state.id) },
          ]),
      );
      const entries = Object.entries(transitions);
      const untaken = entries.filter(([, entry]) => entry.unit.length === 0);
      return [
        description.id,
        {
          title: description.title,
          states,
          transitions,
          unit: {
            taken: entries.length - untaken.length,
            total: entries.length,
            waived: untaken.filter(([, entry]) => entry.waived !== undefined).length,
            missing: untaken.filter(([, entry]) => entry.waived === undefined).map(([id]) => id),
          },
          browser: hasBrowser
            ? {
                taken: entries.filter(([, entry]) => entry.browser.length > 0).length,
                total: entries.length,
              }
            : null,
        },
      ];
    }),
  );

  const measured = browserFlows.flatMap((id) => flows[id]?.browser ?? []);
  return {
    generatedAt,
    flows,
    browserFlows: [...browserFlows],
    browserPercent: hasBrowser
      ? percent(
          measured.reduce((sum, browser) => sum + browser.taken, 0),
          measured.reduce((sum, browser) => sum + browser.total, 0),
        )
      : null,
  };
};

/** Ids in the coverage files that no description has (stale files, actors outside the registry). */
export const unknownIds = (
  descriptions: readonly FlowDescription[],
  unitFiles: readonly UnitCoverageFile[],
  browserFiles: readonly BrowserCoverageFile[],
): string[] => {
  const known = new Set(
    descriptions.flatMap((description) => [
      description.id,
      ...description.states.map((state) => state.id),
      ...description.transitions.map((transition) => transition.id),
    ]),
  );
  const ids = new Set([
    ...unitFiles.flatMap((file) => [...Object.keys(file.transitions), ...Object.keys(file.states)]),
    ...browserFiles.flatMap((file) => [
      ...seenIds(file.coverage.transitions),
      ...seenIds(file.coverage.states),
    ]),
  ]);
  return [...ids].filter((id) => !known.has(id)).sort();
};

/**
 * What makes the coverage gate fail, one line each: a transition neither taken at unit level
 * nor waived, a browser flow the report does not have, no browser coverage at all, or browser
 * coverage of the browser flows below `minBrowserPercent`.
 */
export const coverageFailures = (
  report: FlowCoverageReport,
  minBrowserPercent: number,
): string[] => [
  ...Object.entries(report.flows).flatMap(([flowId, flow]) =>
    flow.unit.missing.map((id) => `${flowId}: ${id} is neither taken at unit level nor waived`),
  ),
  ...report.browserFlows
    .filter((id) => report.flows[id] === undefined)
    .map((id) => `browser flow ${id} is not a registered flow`),
  ...(report.browserPercent === null
    ? ['no browser coverage: no browser path test wrote a coverage file']
    : report.browserPercent < minBrowserPercent
      ? [
          `browser coverage ${report.browserPercent}% of the transitions of ${report.browserFlows.join(', ')} is below ${minBrowserPercent}%`,
        ]
      : []),
];
