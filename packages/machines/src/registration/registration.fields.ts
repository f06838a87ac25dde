import type { RegisterRule } from '@his/shared/rules';
import type { Country } from '@his/shared/schemas/system';

/** Username tab or mobile tab of the register modal (SPEC §2). */
export type RegistrationMode = 'username' | 'mobile';

/** Every field of the register modal, in display order (SPEC §2 registerModal). */
export const registrationFields = [
  'username',
  'password',
  'confirmPassword',
  'countryDialingCode',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
  'agreement',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

/** Fields shown only when the server's rule for them is enabled (same name in the rules map). */
export const ruleDrivenFields = [
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const satisfies readonly RegistrationField[];

/** What the form holds; `countryDialingCode` comes from the machine's own country selection. */
export type RegistrationValues = Partial<
  Record<Exclude<RegistrationField, 'agreement' | 'countryDialingCode'>, string>
> & {
  /** The 18+ / user-agreement checkbox. */
  agreement?: boolean;
};

/** Input of the registration machine: what boot and the page know. */
export interface RegistrationInput {
  /** Register rules by field (permission `info.register`). */
  rules: Record<string, RegisterRule>;
  /** Flattened whitelabel modules. */
  modules: Record<string, boolean>;
  mode: RegistrationMode;
  /** Affiliate code of the URL, if any; checked on start and, when valid, hides the field. */
  affiliateFromUrl: string | null;
  countries: Country[];
  /** Country code (`KH`) selected at start; the first country when unknown. */
  defaultCountryCode: string;
}

/** Facts that decide which fields show. */
export interface VisibilityFacts {
  rules: Record<string, RegisterRule>;
  modules: Record<string, boolean>;
  mode: RegistrationMode;
  countries: Country[];
  /** The URL's affiliate code was checked and is valid: the field hides. */
  urlAffiliateValid: boolean;
}

/** An SMS code is needed: mobile registration, or username registration with REGMOBVERF3. */
export const needsSmsCode = (facts: Pick<VisibilityFacts, 'mode' | 'modules'>): boolean =>
  facts.mode === 'mobile' || facts.modules.REGMOBVERF3 === true;

/** The password step shows on the username tab, and on the mobile tab with MOBILENUMPASSREG3. */
export const needsPassword = (facts: Pick<VisibilityFacts, 'mode' | 'modules'>): boolean =>
  facts.mode === 'username' || facts.modules.MOBILENUMPASSREG3 === true;

const ruleEnabled = (rules: Record<string, RegisterRule>, field: string): boolean =>
  rules[field]?.enabled === true;

/** The mobile number shows on the mobile tab, when its rule is enabled, or for the SMS code. */
const showsMobile = (facts: VisibilityFacts): boolean =>
  facts.mode === 'mobile' || ruleEnabled(facts.rules, 'mobileNum') || needsSmsCode(facts);

/**
 * Which fields the form shows, in display order (SPEC §2, §4). The username is the mobile
 * number on the mobile tab; every other optional field follows its rule's `enabled` on both
 * tabs, as the server checks the same rules for both.
 */
export const visibleFieldsOf = (facts: VisibilityFacts): RegistrationField[] => {
  const shown = new Set<RegistrationField>(['agreement']);
  if (facts.mode === 'username') shown.add('username');
  if (needsPassword(facts)) {
    shown.add('password');
    shown.add('confirmPassword');
  }
  if (showsMobile(facts)) {
    shown.add('mobileNum');
    if (facts.countries.length > 0) shown.add('countryDialingCode');
  }
  if (needsSmsCode(facts)) shown.add('verificationCode');
  for (const field of ruleDrivenFields) {
    if (ruleEnabled(facts.rules, field)) shown.add(field);
  }
  if (facts.urlAffiliateValid) shown.delete('affiliateCode');
  return registrationFields.filter((field) => shown.has(field));
};

/** The country to select at start: the default when listed, else the first one, else none. */
export const initialCountryCode = (countries: Country[], defaultCountryCode: string): string =>
  countries.find((country) => country.countryCode === defaultCountryCode)?.countryCode ??
  countries[0]?.countryCode ??
  '';

/** Dialing code (`+855`) of a country code, or '' when the list does not have it. */
export const dialingCodeOf = (countries: Country[], countryCode: string): string =>
  countries.find((country) => country.countryCode === countryCode)?.countryDialingCode ?? '';
