import { describe, expect, it } from 'vitest';
import { agentCenterPages } from '@his/machines/member-center/pages';
import type { ContractFlags } from '@his/shared/schemas/contracts';
import { agentMenu } from './agent-menu.ts';

const none: ContractFlags = {
  divtypeinfo: 0,
  dailysalinfotype: 0,
  contracthoursalinfo: 0,
  realtimesalinfotype: 0,
  divtypereq: 0,
  dailysalreqtype: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
};

const untyped = agentCenterPages.filter(
  (page) =>
    ![
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ].includes(page),
);

// One row of the README's table per case: the entry, the flag that shows it, and the request
// count that shows it.
const rows = [
  ['agentDividendRecordCopy2', 'divtypeinfo', 'divtypereq'],
  ['agentDailyWages2', 'dailysalinfotype', 'dailysalreqtype'],
  ['agentHourSalary', 'contracthoursalinfo', 'contracthoursalreq'],
  ['agentRealtimeSalary', 'realtimesalinfotype', 'realtimesalreqtype'],
] as const;

describe('the agent center menu (README table)', () => {
  it('shows the eight untyped entries always, in SPEC order', () => {
    expect(agentMenu(none, true)).toEqual(untyped);
    expect(agentMenu(none, false)).toEqual(untyped);
    expect(untyped).toHaveLength(8);
  });

  it.each(rows)('%s: shown by %s = 1 while the policy is on', (page, info) => {
    const menu = agentMenu({ ...none, [info]: 1 }, true);
    expect(menu).toContain(page);
    expect(menu).toHaveLength(9);
  });

  it.each(rows)('%s: shown by %s above 0 (a request to answer)', (page, _info, requests) => {
    expect(agentMenu({ ...none, [requests]: 2 }, true)).toContain(page);
  });

  it.each(rows)(
    '%s: hidden while the agent policy is off, whatever the flags',
    (page, info, requests) => {
      expect(agentMenu({ ...none, [info]: 1, [requests]: 3 }, false)).not.toContain(page);
    },
  );

  it('keeps SPEC order with every entry shown', () => {
    const all = {
      ...none,
      divtypeinfo: 1,
      dailysalinfotype: 1,
      contracthoursalinfo: 1,
      realtimesalinfotype: 1,
    };
    expect(agentMenu(all, true)).toEqual([...agentCenterPages]);
  });
});
