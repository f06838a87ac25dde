import { agentCenterPages, type AgentCenterPage } from '@his/machines/member-center/pages';
import type { ContractFlags } from '@his/shared/schemas/contracts';

/**
 * The agent center's typed entries (SPEC §2: `enableCt`, `salary`, `hourSalary`,
 * `agentRealtimeSalary`) and the consolidated flags that show each: the contracts of that kind
 * the agent holds or offers (`…info…` 1), or requests of that kind waiting for its answer
 * (`…req…` above 0). The rule, row by row, is the table in this folder's README.
 */
const typedEntries = {
  agentDividendRecordCopy2: { type: 'enableCt', info: 'divtypeinfo', requests: 'divtypereq' },
  agentDailyWages2: { type: 'salary', info: 'dailysalinfotype', requests: 'dailysalreqtype' },
  agentHourSalary: {
    type: 'hourSalary',
    info: 'contracthoursalinfo',
    requests: 'contracthoursalreq',
  },
  agentRealtimeSalary: {
    type: 'agentRealtimeSalary',
    info: 'realtimesalinfotype',
    requests: 'realtimesalreqtype',
  },
} as const satisfies Partial<
  Record<
    AgentCenterPage,
    { type: string; info: keyof ContractFlags; requests: keyof ContractFlags }
  >
>;

const isTyped = (page: AgentCenterPage): page is keyof typeof typedEntries => page in typedEntries;

/**
 * The entries the agent's menu shows, in SPEC order: every untyped entry; a typed entry only
 * while the agent policy (`AGENTPOLICY3`) is on and the flags show its kind.
 */
export const agentMenu = (flags: ContractFlags, policyOn: boolean): AgentCenterPage[] =>
  agentCenterPages.filter((page) => {
    if (!isTyped(page)) return true;
    const entry = typedEntries[page];
    return policyOn && (flags[entry.info] === 1 || flags[entry.requests] > 0);
  });
