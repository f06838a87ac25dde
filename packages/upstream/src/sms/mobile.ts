import { checkRule } from '@his/shared/patterns';
import { ApiError } from '../http/api-error.ts';
import { fieldError } from '../members/register-fields.ts';
import { countries } from '../system/countries.ts';
import { registerRules } from '../system/register-rules.ts';

const dialingCodes = new Set(countries.map((country) => country.countryDialingCode));

/** The merchant's home market (the first country of the list) when a number comes without one. */
const homeDialingCode = countries[0]?.countryDialingCode ?? '+855';

/**
 * `855` or `+855` → `+855`, as long as it is the dialing code of a country we list; anything
 * else is the caller's mistake. A missing code means the home market.
 */
export const dialingCodeOf = (raw: string | undefined): string => {
  if (raw === undefined || raw === '') return homeDialingCode;
  const code = raw.startsWith('+') ? raw : `+${raw}`;
  if (!dialingCodes.has(code)) {
    throw new ApiError('request_param_err', { fields: ['countryDialingCode'] });
  }
  return code;
};

/** `012345678` → `01234****`: what logs show of a number (the last four digits hidden). */
export const maskMobile = (mobile: string): string =>
  mobile.length <= 4 ? '*'.repeat(mobile.length) : `${mobile.slice(0, -4)}****`;

/** A number must pass the register rule for mobile numbers before anything is sent to it. */
export const checkMobile = (mobile: string): void => {
  const rule = registerRules.mobileNum;
  if (!rule) throw new Error('no mobile rule');
  const check = checkRule({ ...rule, enabled: true, required: true }, mobile);
  if (!check.ok) throw fieldError('mobileNum', check);
};
