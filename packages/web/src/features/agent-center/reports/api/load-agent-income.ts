import type { AgentIncome } from '@his/shared/schemas/contracts';
import { callApi } from '@/lib/api.ts';

/** `GET /wps/agent/income`: the agent's net contract income per day and kind, with the totals. */
export const loadAgentIncome = (
  query: { from: string; to: string },
  signal?: AbortSignal,
): Promise<AgentIncome> =>
  callApi('agentIncome', { query: { from: query.from, to: query.to }, signal });
