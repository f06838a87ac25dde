import { minimumAge } from '@his/shared/constants';
import type { RegisterRule } from '@his/shared/rules';
import type { RegisterBody } from '@his/shared/schemas/account';
import { errorCodeOf } from '../common/error-code.ts';
import {
  checkConfirmation,
  checkField,
  checkSmsCode,
  patternKey,
  validationKeys,
  type FieldError,
} from '../common/field-error.ts';
import { fallbackMobileRule } from '../sms-countdown/sms-countdown.logic.ts';
import {
  needsSmsCode,
  ruleDrivenFields,
  type RegistrationField,
  type RegistrationMode,
  type RegistrationValues,
} from './registration.fields.ts';

/** i18n key of "you must be 18 or older and agree to the user agreement" ({{age}}). */
export const agreementKey = 'validation.agreement';

/** Field errors of the register form, as i18n keys with their parameters. */
export type RegistrationFieldErrors = Partial<Record<RegistrationField, FieldError>>;

/** What validation needs to know besides the values. */
export interface ValidationFacts {
  rules: Record<string, RegisterRule>;
  modules: Record<string, boolean>;
  mode: RegistrationMode;
  visibleFields: readonly RegistrationField[];
}

type TextField = Exclude<RegistrationField, 'agreement' | 'countryDialingCode'>;

/** Fields that must be filled whatever their rule says (SPEC §5). */
const alwaysRequired = new Set<RegistrationField>(['username', 'password', 'paymentPassword']);

const checkMobile = (values: RegistrationValues, facts: ValidationFacts): FieldError | null => {
  const rule = facts.rules.mobileNum ?? (facts.mode === 'mobile' ? fallbackMobileRule : null);
  return checkField(values.mobileNum, {
    rule,
    required: needsSmsCode(facts) || rule?.required === true,
  });
};

const checkOne = (
  field: RegistrationField,
  values: RegistrationValues,
  facts: ValidationFacts,
): FieldError | null => {
  switch (field) {
    case 'countryDialingCode':
      return null;
    case 'agreement':
      return values.agreement === true ? null : { key: agreementKey, params: { age: minimumAge } };
    case 'confirmPassword':
      return checkConfirmation(values.password, values.confirmPassword);
    case 'mobileNum':
      return checkMobile(values, facts);
    case 'verificationCode':
      return checkSmsCode(values.verificationCode);
    default:
      return checkField(values[field], {
        rule: facts.rules[field] ?? null,
        required: alwaysRequired.has(field),
      });
  }
};

/**
 * Register form rules (SPEC §5), on the visible fields only: username, password and payment
 * password required; pattern and length by the server's rule through `checkRule`; the
 * confirmation equal to the password; mobile number (with its rule) and SMS code required when
 * a code is needed; the other fields required only when their rule says so; the 18+ agreement
 * ticked. Returns an empty object when the form may be sent.
 */
export const validateRegistration = (
  values: RegistrationValues,
  facts: ValidationFacts,
): RegistrationFieldErrors => {
  const errors: RegistrationFieldErrors = {};
  for (const field of facts.visibleFields) {
    const error = checkOne(field, values, facts);
    if (error !== null) errors[field] = error;
  }
  return errors;
};

/** What the payload needs besides the values. */
export interface PayloadFacts {
  mode: RegistrationMode;
  visibleFields: readonly RegistrationField[];
  /** Dialing code of the selected country (`+855`). */
  countryDialingCode: string;
  /** The URL's affiliate code when it was checked valid, else null. */
  urlAffiliate: string | null;
}

const textFields: readonly TextField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  ...ruleDrivenFields,
];

/**
 * The registration payload (SPEC §3, UPSTREAM.md §5.4) without the challenge: visible fields
 * trimmed (empty ones left out), the mobile number as username on the mobile tab, the selected
 * dialing code with the number, the URL's affiliate code when it was valid.
 */
export const toRegisterBody = (values: RegistrationValues, facts: PayloadFacts): RegisterBody => {
  const body: RegisterBody = { registerMethod: 'WEB', login: true };
  for (const field of textFields) {
    const value = (values[field] ?? '').trim();
    if (facts.visibleFields.includes(field) && value !== '') body[field] = value;
  }
  if (facts.mode === 'mobile' && body.mobileNum !== undefined) body.username = body.mobileNum;
  if (body.mobileNum !== undefined && facts.countryDialingCode !== '')
    body.countryDialingCode = facts.countryDialingCode;
  if (facts.urlAffiliate !== null) body.affiliateCode = facts.urlAffiliate;
  return body;
};

/** Input of the `register` actor: the web calls `register` or `registerMobile` by `mode`. */
export interface RegisterActorInput {
  mode: RegistrationMode;
  /** The payload, challenge included (the bff strips it). */
  body: RegisterBody;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Fields a refusal code belongs to, so the message shows next to the field. */
const fieldOfCode: Record<string, RegistrationField> = {
  'username.taken': 'username',
  'mobile.taken': 'mobileNum',
  'password.mismatch': 'confirmPassword',
  'sms.code.invalid': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'captcha.invalid': 'captcha',
  'affiliate.invalid': 'affiliateCode',
};

const registrationFieldNames: readonly string[] = [
  ...textFields,
  'countryDialingCode',
  'agreement',
];

const isField = (name: unknown): name is RegistrationField =>
  typeof name === 'string' && registrationFieldNames.includes(name);

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' ? value : fallback;

/** The message of `register.field.invalid` (failure value `{ field, patternId?, min/maxLength? }`). */
const ruleFailure = (value: Record<string, unknown>): FieldError => {
  if (typeof value.patternId !== 'number') return { key: validationKeys.required };
  const min = numberOr(value.minLength, 0);
  const max = numberOr(value.maxLength, min);
  return {
    key: patternKey(value.patternId),
    params: { min, max, range: min === max ? `${min}` : `${min}-${max}` },
  };
};

/**
 * Where a refused registration shows: next to a visible field when the code (or the failure
 * value `{ field, … }` the web's client may put on the rejection as `value`) names one, else
 * as the form's error.
 */
export const toRegisterFailure = (
  error: unknown,
  facts: { mode: RegistrationMode; visibleFields: readonly RegistrationField[] },
): { error: string | null; fieldErrors: RegistrationFieldErrors } => {
  const code = errorCodeOf(error);
  const value = isRecord(error) && isRecord(error.value) ? error.value : null;
  const named = value === null ? undefined : value.field;
  let field: RegistrationField | undefined = isField(named) ? named : fieldOfCode[code];
  if (field === 'username' && facts.mode === 'mobile') field = 'mobileNum';
  if (field === undefined || !facts.visibleFields.includes(field))
    return { error: code, fieldErrors: {} };
  const message: FieldError =
    code === 'register.field.invalid' && value !== null
      ? ruleFailure(value)
      : code === 'password.mismatch'
        ? { key: validationKeys.inconsistent }
        : { key: `errors.${code}` };
  return { error: null, fieldErrors: { [field]: message } };
};
