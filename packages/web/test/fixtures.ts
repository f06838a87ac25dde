import type { ModuleNode } from '@his/shared/modules';
import type { RegisterRule } from '@his/shared/patterns';
import { moduleIds } from '@his/shared/modules';
import type { BffSession } from '@his/shared/bff';
import { bffSessionSchema } from '@his/shared/bff';
import type { MemberInfo } from '@his/shared/schemas/member';
import { memberInfoSchema } from '@his/shared/schemas/member';
import type { Country, Permission } from '@his/shared/schemas/system';
import { countryListSchema, permissionSchema } from '@his/shared/schemas/system';
import type { Balance } from '@his/shared/schemas/wallet';
import { balanceSchema } from '@his/shared/schemas/wallet';

// Test data goes through the shared schemas, so it always has the wire shape.

/** Modules switched off by default in tests; everything else is on. */
const offByDefault = ['LOGINREQUIRED3', 'PWDEXPFORCECHANGE3'];

export const moduleTree = (overrides: Record<string, boolean> = {}): ModuleNode => ({
  modId: 'ROOT',
  enabled: '1',
  childrenNodes: moduleIds.map((modId) => ({
    modId,
    enabled: (overrides[modId] ?? !offByDefault.includes(modId)) ? '1' : '0',
    childrenNodes: [],
  })),
});

export interface PermissionOptions {
  state?: 'normal' | 'maintenance' | 'restricted';
  modules?: Record<string, boolean>;
  /** Register field rules (`info.register`); none by default. */
  register?: Record<string, RegisterRule>;
}

export const permission = ({
  state = 'normal',
  modules,
  register = {},
}: PermissionOptions = {}): Permission =>
  permissionSchema.parse({
    info: {
      whitelabel: moduleTree(modules),
      register,
      resources: [
        { resourceType: 'ABOUT_US', labelNameEn: 'About us', labelNameCn: '关于我们', url: '' },
        { resourceType: 'PRIVACY_POLICY', labelNameEn: 'Privacy', labelNameCn: '隐私', url: '' },
      ],
      customerService: [],
      analytics: {},
      imageCDNs: [],
      launchGameCDNs: [],
    },
    location: { ip: '203.0.113.7', country: 'KH' },
    maintenance: state === 'maintenance',
    regionRestriction: state === 'restricted',
  });

export const countries: Country[] = countryListSchema.parse([
  { countryCode: 'KH', countryDialingCode: '+855', countryName: 'Cambodia' },
]);

export const demoPlayer: MemberInfo = memberInfoSchema.parse({
  id: 1,
  account: 'demo_player',
  nickname: 'Demo Player',
  type: 0,
  toUpline: false,
  mobile: null,
  regDate: 1_700_000_000_000,
  clubLabel: { labelName: 'Bronze', rankLevel: 1 },
  memberLabel: [],
});

export const demoAgent: MemberInfo = memberInfoSchema.parse({
  ...demoPlayer,
  id: 2,
  account: 'demo_agent',
  nickname: 'Demo Agent',
  type: 1,
});

export const balanceOf = (sumBalance: number): Balance =>
  balanceSchema.parse({
    sumBalance,
    balance: [{ accountTypeId: 2, availBalance: sumBalance }],
    currency: 'USD',
    currencySymbol: '$',
  });

export const sessionOf = (member: MemberInfo | null): BffSession =>
  bffSessionSchema.parse({
    loggedIn: member !== null,
    account: member?.account ?? null,
    nickname: member?.nickname ?? null,
    isAgent: member?.type ?? null,
  });

/** A 1 × 1 PNG: what the captcha call answers. */
export const captchaPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
