import { moduleNodeSchema } from '../modules.ts';
import {
  captchaQuerySchema,
  captchaValueSchema,
  countryListSchema,
  helpCenterQuerySchema,
  helpItemsSchema,
  permissionSchema,
  registerRulesSchema,
  systemStatusQuerySchema,
} from '../schemas/system.ts';
import { base, defineCall, type CallDef } from './define.ts';

/** The site: its permission and modules, countries, help, registration rules, captchas. */
export const systemCalls = {
  systemStatus: defineCall({
    ...base,
    path: '/wps/system/status',
    method: 'GET',
    query: systemStatusQuerySchema,
    value: permissionSchema,
  }),
  whitelabel: defineCall({
    ...base,
    path: '/wps/system/whitelabel',
    method: 'GET',
    value: moduleNodeSchema,
  }),
  registerSettings: defineCall({
    ...base,
    path: '/wps/system/setting/register',
    method: 'GET',
    modId: 'REG3',
    value: registerRulesSchema,
  }),
  countryList: defineCall({
    ...base,
    path: '/wps/system/country',
    method: 'GET',
    value: countryListSchema,
  }),
  helpCenter: defineCall({
    ...base,
    path: '/wps/system/helpCenter',
    method: 'GET',
    query: helpCenterQuerySchema,
    value: helpItemsSchema,
  }),
  captcha: defineCall({
    ...base,
    path: '/wps/captcha',
    method: 'GET',
    sideEffects: true,
    modId: 'CAPTCHA3',
    query: captchaQuerySchema,
    value: captchaValueSchema,
  }),
} as const satisfies Record<string, CallDef>;
