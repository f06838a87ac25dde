import type { AgentApplicationBody } from '@his/shared/schemas/agent-application';
import { callApi } from '@/lib/api.ts';

/** `POST /wps/agent/apply`: the stored application's receipt (anyone, signed in or not). */
export const applyAsAgent = (body: AgentApplicationBody) => callApi('agentApply', { body });
