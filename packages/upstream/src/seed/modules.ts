import type { ModuleId } from '@his/shared/modules';

export interface ModuleSeed {
  modId: ModuleId;
  parent: ModuleId | null;
  enabled: boolean;
}

/**
 * The default whitelabel tree. The platform's real nesting is not known (UPSTREAM.md §5.2);
 * ours hangs every feature under COMM3 and the sub-options under the feature they refine, so
 * switching a parent off switches its children off too. Off by default: the SMS code at
 * username registration and the login-required mode; everything else (issues 3 and 4) is on.
 */
export const defaultModules: ModuleSeed[] = [
  { modId: 'COMM3', parent: null, enabled: true },
  { modId: 'REG3', parent: 'COMM3', enabled: true },
  { modId: 'USERNAMEREG3', parent: 'REG3', enabled: true },
  { modId: 'MOBILENUMREG3', parent: 'REG3', enabled: true },
  { modId: 'MOBILENUMPASSREG3', parent: 'MOBILENUMREG3', enabled: true },
  { modId: 'REGMOBVERF3', parent: 'REG3', enabled: false },
  { modId: 'DIRECTREG3', parent: 'REG3', enabled: true },
  { modId: 'PASS3', parent: 'COMM3', enabled: true },
  { modId: 'PWDEXPFORCECHANGE3', parent: 'PASS3', enabled: true },
  { modId: 'CHNGPASSVERIF3', parent: 'PASS3', enabled: true },
  { modId: 'PWRESETSMS3', parent: 'PASS3', enabled: true },
  { modId: 'CAPTCHA3', parent: 'COMM3', enabled: true },
  { modId: 'VERIFICATION3', parent: 'COMM3', enabled: true },
  { modId: 'MOBILEVERCODELOGIN3', parent: 'VERIFICATION3', enabled: true },
  { modId: 'FREEPLAY3', parent: 'COMM3', enabled: true },
  { modId: 'AGENTPOLICY3', parent: 'COMM3', enabled: true },
  { modId: 'AFFMAN3', parent: 'COMM3', enabled: true },
  { modId: 'LOGINREQUIRED3', parent: 'COMM3', enabled: false },
  { modId: 'GAMELO3', parent: 'COMM3', enabled: true },
  { modId: 'GAMELOHOT3', parent: 'COMM3', enabled: true },
  { modId: 'GAMELOFAV3', parent: 'COMM3', enabled: true },
  { modId: 'GAMELOREC3', parent: 'COMM3', enabled: true },
  { modId: 'AGEANNOUNCE3', parent: 'COMM3', enabled: true },
  { modId: 'INBOX3', parent: 'COMM3', enabled: true },
  { modId: 'FEEDBACK3', parent: 'COMM3', enabled: true },
];
