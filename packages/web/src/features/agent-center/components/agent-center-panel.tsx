import { CenterPanel } from '@/features/member-center/components/member-center-panel.tsx';
import { addAgentCenterStrings } from '@/lib/agent-center-i18n/add-strings.ts';

/** The agent center's panel (SPEC §2): the center panel with the agent's menu and pages. */
export const AgentCenterPanel = () => (
  <CenterPanel audience="agents" namespace="agentCenter" addStrings={addAgentCenterStrings} />
);
