import type { z } from 'zod';
import type { agentNoticesSchema } from '@his/shared/schemas/agent-center';
import { callApi } from '@/lib/api.ts';

export type AgentNotices = z.infer<typeof agentNoticesSchema>;

/** `GET /wps/agent/notices`: a page of the announcements to the merchant's agents, newest first. */
export const loadAgentNotices = (
  query: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<AgentNotices> =>
  callApi('agentNotices', { query: { page: query.page, pageSize: query.pageSize }, signal });
