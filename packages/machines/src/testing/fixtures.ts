import { memberInfoSchema, type MemberInfo } from '@his/shared/schemas/member';
import { loginPublicValueSchema, type LoginPublicValue } from '@his/shared/schemas/session';
import {
  countryListSchema,
  permissionSchema,
  type Country,
  type Permission,
} from '@his/shared/schemas/system';
import { balanceSchema, type Balance } from '@his/shared/schemas/wallet';

/**
 * Test data of the machine specs, parsed with the shared schemas so that it is exactly what the
 * web's client would hand the machines.
 */

export const demoMember: MemberInfo = memberInfoSchema.parse({
  id: 1001,
  account: 'demo_player',
  nickname: 'Demo Player',
  type: 0,
  toUpline: true,
  mobile: null,
  regDate: 1_700_000_000_000,
  clubLabel: { labelName: 'Bronze', rankLevel: 1 },
  memberLabel: [],
});

/** A free-play (trial) account: type 4. */
export const trialMember: MemberInfo = memberInfoSchema.parse({
  ...demoMember,
  id: 2001,
  account: 'trial_2001',
  nickname: 'Guest 2001',
  type: 4,
});

export const loginValue = (
  facts: Partial<Pick<LoginPublicValue, 'firstTimeLogin' | 'passwordExpired'>> = {},
): LoginPublicValue =>
  loginPublicValueSchema.parse({
    firstTimeLogin: false,
    passwordExpired: false,
    userName: 'demo_player',
    ...facts,
  });

export const permission = (
  facts: Partial<Pick<Permission, 'maintenance' | 'regionRestriction'>> = {},
  country = 'KH',
): Permission =>
  permissionSchema.parse({
    info: {
      whitelabel: {
        modId: 'COMM3',
        enabled: '1',
        childrenNodes: [
          { modId: 'CAPTCHA3', enabled: '1', childrenNodes: [] },
          { modId: 'PWDEXPFORCECHANGE3', enabled: '1', childrenNodes: [] },
          { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] },
        ],
      },
      register: {},
      resources: [],
      customerService: [],
      analytics: {},
      imageCDNs: [],
      launchGameCDNs: [],
    },
    location: { ip: '203.0.113.7', country },
    maintenance: false,
    regionRestriction: false,
    ...facts,
  });

export const countries: Country[] = countryListSchema.parse([
  { countryCode: 'TH', countryDialingCode: '+66', countryName: 'Thailand' },
  { countryCode: 'KH', countryDialingCode: '+855', countryName: 'Cambodia' },
]);

export const balance = (sumBalance: number): Balance =>
  balanceSchema.parse({
    sumBalance,
    balance: [{ accountTypeId: 2, availBalance: sumBalance }],
    currency: 'USD',
    currencySymbol: '$',
  });

/** A rejection as the web's API client produces it: a stable code, never server text. */
export const apiError = (code: string, captcha = false) => ({ code, captcha });

/** A 1×1 PNG, base64 without the `data:` prefix. */
export const captchaPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
