import type { ContractFlags } from '@his/shared/schemas/contracts';
import { FakeBff, fail, ok } from './fake-bff.ts';
import { demoAgent, permission } from './fixtures.ts';

/** A top agent's flags: contracts of every kind to show, no request waiting. */
export const everyKindFlags: ContractFlags = {
  divtypeinfo: 1,
  dailysalinfotype: 1,
  contracthoursalinfo: 1,
  realtimesalinfotype: 1,
  divtypereq: 0,
  dailysalreqtype: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
};

export interface AgentBffOptions {
  flags?: ContractFlags;
  /** The agent policy module (`AGENTPOLICY3`); on by default. */
  agentPolicy?: boolean;
}

/**
 * The fake bff signed in as `demo_agent`: the consolidated contract flags the agent center's
 * menu reads, and the agent policy module. A player's session gets the refusal the upstream
 * gives a non-agent.
 */
export const agentBff = ({ flags = everyKindFlags, agentPolicy = true }: AgentBffOptions = {}) => {
  const bff = new FakeBff();
  bff.member = demoAgent;
  bff.permission = permission({ modules: { AGENTPOLICY3: agentPolicy } });
  bff.on('GET', '/wps/member/info/funds/consolidated', () =>
    bff.member?.type === demoAgent.type ? ok(flags) : fail('contract.not.agent', 403),
  );
  return bff;
};
