import type { AnyStateMachine } from 'xstate';
import { listTransitions } from './describe-machine.ts';
import type { Waiver } from './flow-model.ts';

/** Transition coverage of one machine by a set of replays. */
export interface CoverageReport {
  machineId: string;
  /** Every transition id of the machine. */
  total: string[];
  /** Transitions some replay took. */
  taken: string[];
  /** Transitions not taken but waived, with the reason. */
  waived: Waiver[];
  /** Transitions neither taken nor waived: the model test fails on any. */
  missing: string[];
  /** Waivers naming a transition the machine does not have (stale after a refactor). */
  unknownWaivers: string[];
  /** Waivers of transitions that were taken after all (the waiver is wrong). */
  needlessWaivers: string[];
}

/**
 * Compares the transitions the replays took with every transition of the machine (walked from
 * `machine.root`, `always` included). Pure: the caller decides how to fail.
 */
export const checkCoverage = (
  machine: AnyStateMachine,
  taken: ReadonlySet<string>,
  waivers: readonly Waiver[],
): CoverageReport => {
  const total = listTransitions(machine).map((transition) => transition.id);
  const known = new Set(total);
  const waivedIds = new Set(waivers.map((waiver) => waiver.transition));
  return {
    machineId: machine.id,
    total,
    taken: total.filter((id) => taken.has(id)),
    waived: waivers.filter(
      (waiver) => known.has(waiver.transition) && !taken.has(waiver.transition),
    ),
    missing: total.filter((id) => !taken.has(id) && !waivedIds.has(id)),
    unknownWaivers: [...waivedIds].filter((id) => !known.has(id)),
    needlessWaivers: [...waivedIds].filter((id) => taken.has(id)),
  };
};

/** One line for logs and reports: `session: 61/61 transitions taken (0 waived)`. */
export const formatCoverage = (report: CoverageReport): string =>
  `${report.machineId}: ${report.taken.length}/${report.total.length} transitions taken (${report.waived.length} waived)`;
