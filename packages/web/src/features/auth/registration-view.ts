import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { RegistrationField, RegistrationValues } from '@his/machines/registration';
import { registrationFields } from '@his/machines/registration';
import type { registrationLogic } from './registration.actor.ts';
import { formText } from './form-values.ts';

export type RegistrationRef = ActorRefFrom<typeof registrationLogic>;
type RegistrationSnapshot = SnapshotFrom<typeof registrationLogic>;

/** What the register form shows; every decision behind it was taken by the machine. */
export const selectRegistrationView = (snapshot: RegistrationSnapshot) => ({
  submitting: snapshot.hasTag('submitting'),
  verifying: snapshot.matches({ active: { form: 'verifying' } }),
  captchaShown: snapshot.hasTag('captcha'),
  captchaImage: snapshot.context.captchaImage,
  affiliateError: snapshot.hasTag('affiliateError'),
  visibleFields: snapshot.context.visibleFields,
  fieldErrors: snapshot.context.fieldErrors,
  error: snapshot.context.error,
});

/** The SMS countdown child (`sms`), present while the form needs an SMS code. */
export const selectSmsChild = (snapshot: RegistrationSnapshot) => snapshot.children.sms;

type TextFieldName = Exclude<RegistrationField, 'agreement' | 'countryDialingCode'>;

const textFieldNames = registrationFields.filter(
  (field): field is TextFieldName => field !== 'agreement' && field !== 'countryDialingCode',
);

/** The values of a submitted register form, as the machine's `register.submit` takes them. */
export const registrationValuesOf = (data: FormData): RegistrationValues => {
  const values: RegistrationValues = { agreement: data.get('agreement') === 'on' };
  for (const field of textFieldNames) if (data.has(field)) values[field] = formText(data, field);
  return values;
};
