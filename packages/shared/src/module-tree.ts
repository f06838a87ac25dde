// Zod-free on purpose: boot flattens the tree in the browser's first load; `modules.ts` holds
// the schemas.

/**
 * Module ids of the whitelabel tree (UPSTREAM.md §5.2). The same namespace gates calls
 * (registry `modId`). `DIRECTREG3` and `LOGINREQUIRED3` are local inventions: the platform's
 * ids for "direct register" and "login-required mode" are unknown.
 */
export const moduleIds = [
  'COMM3',
  'REG3',
  'PASS3',
  'CAPTCHA3',
  'VERIFICATION3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'AGENTPOLICY3',
  'CHNGPASSVERIF3',
  'PWRESETSMS3',
  'AFFMAN3',
  'DIRECTREG3',
  'LOGINREQUIRED3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'AGEANNOUNCE3',
  // Platform messages (issue 16): the inbox and its unread count (UPSTREAM.md §4.5).
  'INBOX3',
  // Feedback (issue 17, UPSTREAM.md §4.1).
  'FEEDBACK3',
] as const;
export type ModuleId = (typeof moduleIds)[number];

export interface ModuleNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: ModuleNode[];
}

/**
 * Flattens the tree into `{ modId: on }` the way the platform's client does. A child is on
 * only if it and every ancestor are on.
 */
export const flattenModules = (root: ModuleNode): Record<string, boolean> => {
  const out: Record<string, boolean> = {};
  const walk = (node: ModuleNode, parentOn: boolean) => {
    const on = parentOn && node.enabled === '1';
    out[node.modId] = on;
    node.childrenNodes.forEach((child) => walk(child, on));
  };
  walk(root, true);
  return out;
};
