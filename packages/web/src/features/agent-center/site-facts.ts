import { flattenModules } from '@his/shared/modules';
import type { RegisterRule } from '@his/shared/rules';
import { loadPermission } from '@/features/site-status/api/load-permission.ts';
import { modules } from '@/config/site.ts';

/** What the agent center reads of the site's settings: the agent policy and the register rules. */
export interface SiteFacts {
  agentPolicyOn: boolean;
  registerRules: Record<string, RegisterRule>;
}

// Read once: the settings do not change while the site runs (a failure is asked again).
let facts: Promise<SiteFacts> | null = null;

/** The site's settings the agent center needs, from the permission call (`systemStatus`). */
export const siteFacts = (): Promise<SiteFacts> => {
  facts ??= loadPermission().then((permission) => ({
    agentPolicyOn: flattenModules(permission.info.whitelabel)[modules.agentPolicy] === true,
    registerRules: permission.info.register,
  }));
  facts.catch(() => {
    facts = null;
  });
  return facts;
};
