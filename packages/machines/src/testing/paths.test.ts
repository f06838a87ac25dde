import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { checkCoverage, formatCoverage } from './coverage.ts';
import { listTransitions } from './describe-machine.ts';
import { dropPrefixPaths, generatePaths } from './generate-paths.ts';
import { planModelTests } from './model-testing.ts';
import { createTestActor } from './replay.ts';
import { sampleFlowModel } from './sample.flow-model.ts';

describe('generatePaths', () => {
  it('walks every transition of the sample, always and after included', () => {
    const plan = planModelTests(sampleFlowModel);
    const report = plan.coverage();
    expect(report.missing).toEqual([]);
    expect(report.taken).toEqual(listTransitions(sampleFlowModel.machine).map((t) => t.id));
    expect(formatCoverage(report)).toBe('sample: 8/8 transitions taken (0 waived)');
  });

  it('names paths after their events and starts each with xstate.init', () => {
    const paths = generatePaths(sampleFlowModel);
    expect(paths.map((path) => path.name)).toContain(
      '[default] submit code → check fails → submit code → check fails → lockout over',
    );
    expect(paths.every((path) => path.steps[0]?.name === 'xstate.init')).toBe(true);
  });

  it('keeps no path that is a prefix of another', () => {
    const names = generatePaths(sampleFlowModel).map((path) => path.name);
    for (const name of names) {
      expect(names.filter((other) => other !== name && other.startsWith(`${name} →`))).toEqual([]);
    }
  });

  it('fails beyond the path cap', () => {
    expect(() => generatePaths({ ...sampleFlowModel, maxPaths: 2 })).toThrow(/exceed the cap of 2/);
  });

  it('refuses two cases with the same payload', () => {
    expect(() =>
      generatePaths({
        ...sampleFlowModel,
        events: { ...sampleFlowModel.events, again: { type: 'code.clear' } },
      }),
    ).toThrow(/"clear" and "again" serialise alike/);
  });
});

describe('dropPrefixPaths', () => {
  it('keeps only the longest of paths sharing a prefix', () => {
    const path = (...names: string[]) => ({ steps: names.map((name) => ({ name })) });
    const kept = dropPrefixPaths([path('a'), path('a', 'b'), path('a', 'b', 'c'), path('a', 'd')]);
    expect(kept.map((p) => p.steps.map((s) => s.name).join(''))).toEqual(['ad', 'abc']);
  });
});

describe('checkCoverage', () => {
  const machine = sampleFlowModel.machine;
  const all = listTransitions(machine).map((t) => t.id);

  it('fails on a transition neither taken nor waived', () => {
    const taken = new Set(all.filter((id) => !id.startsWith('sample.locked')));
    expect(checkCoverage(machine, taken, []).missing).toEqual([
      'sample.locked|xstate.after.lockout.sample.locked|0',
    ]);
  });

  it('accepts a waived transition and flags unknown and needless waivers', () => {
    const taken = new Set(all.filter((id) => !id.startsWith('sample.locked')));
    const report = checkCoverage(machine, taken, [
      { transition: 'sample.locked|xstate.after.lockout.sample.locked|0', reason: 'test' },
      { transition: 'sample.gone|x|0', reason: 'stale' },
      { transition: 'sample.accepted|code.clear|0', reason: 'wrong' },
    ]);
    expect(report.missing).toEqual([]);
    expect(report.waived.map((w) => w.transition)).toEqual([
      'sample.locked|xstate.after.lockout.sample.locked|0',
    ]);
    expect(report.unknownWaivers).toEqual(['sample.gone|x|0']);
    expect(report.needlessWaivers).toEqual(['sample.accepted|code.clear|0']);
  });

  it('reports a transition the alphabet cannot trigger as missing', () => {
    const withoutTimer = Object.fromEntries(
      Object.entries(sampleFlowModel.events).filter(([name]) => name !== 'lockout over'),
    );
    const plan = planModelTests({ ...sampleFlowModel, events: withoutTimer });
    expect(plan.coverage().missing).toEqual(['sample.locked|xstate.after.lockout.sample.locked|0']);
  });
});

describe('replay', () => {
  it('records every state the path made active, the transient one left by always included', () => {
    const plan = planModelTests(sampleFlowModel);
    const path = plan.paths.find((p) => p.steps.some((step) => step.name === 'check fails'));
    if (path === undefined) throw new Error('no path takes "check fails"');
    const { visited } = plan.replay(path);
    expect([...visited]).toEqual(
      expect.arrayContaining(['sample.editing', 'sample.checking', 'sample.judging']),
    );
    expect(visited.has('sample')).toBe(false);
  });

  it('counts a transient initial state as visited though no snapshot shows it', () => {
    const choosing = createMachine({
      id: 'choice',
      initial: 'choosing',
      states: { choosing: { always: { target: 'done' } }, done: {} },
    });
    const handle = createTestActor(choosing);
    handle.actor.start();
    expect(handle.actor.getSnapshot().value).toBe('done');
    expect([...handle.visited].sort()).toEqual(['choice.choosing', 'choice.done']);
    handle.actor.stop();
  });

  it('visits, over all paths, every state of the machine', () => {
    const plan = planModelTests(sampleFlowModel);
    const visited = new Set(plan.paths.flatMap((path) => [...plan.replay(path).visited]));
    expect([...visited].sort()).toEqual(
      ['accepted', 'checking', 'editing', 'judging', 'locked'].map((key) => `sample.${key}`),
    );
  });

  it('reports a key mismatch when the machine does not do what the path expects', () => {
    const plan = planModelTests(sampleFlowModel);
    const path = plan.paths.find((p) => p.steps.some((step) => step.name === 'check passes'));
    if (path === undefined) throw new Error('no path takes "check passes"');
    const at = path.steps.findIndex((step) => step.name === 'check passes');
    const broken = {
      ...path,
      steps: path.steps.map((step, index) =>
        index === at ? { ...step, expectedKey: 'somewhere else' } : step,
      ),
    };
    const report = plan.replay(broken);
    expect(report.steps[at]?.expectedKey).toBe('somewhere else');
    expect(report.steps[at]?.actualKey).toContain('accepted');
    expect(report.steps.filter((step) => step.actualKey !== step.expectedKey)).toHaveLength(1);
  });
});
