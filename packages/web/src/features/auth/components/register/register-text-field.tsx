import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationField } from '@his/machines/registration';
import { TextField } from '@/components/ui/text-field.tsx';
import type { MessageKey } from '@/lib/i18n.ts';

/** The register fields that are plain text inputs. */
export type PlainRegisterField = Exclude<
  RegistrationField,
  'agreement' | 'countryDialingCode' | 'verificationCode' | 'captcha'
>;

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck'
>;

const noAutoCorrect: InputProps = { autoCapitalize: 'off', spellCheck: false };

// Labels and input hints per field: the keyboard a phone shows, what a password manager may
// fill (a new account: `new-password`), and no autocorrect on codes and ids.
const fields: Record<PlainRegisterField, InputProps & { label: MessageKey }> = {
  username: { label: 'register.username', autoComplete: 'username', ...noAutoCorrect },
  password: { label: 'register.password', type: 'password', autoComplete: 'new-password' },
  confirmPassword: {
    label: 'register.confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
  mobileNum: {
    label: 'register.mobileNum',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
  },
  payeeName: { label: 'register.payeeName', autoComplete: 'name' },
  paymentPassword: { label: 'register.paymentPassword', type: 'password', autoComplete: 'off' },
  qqNum: { label: 'register.qqNum', inputMode: 'numeric', autoComplete: 'off' },
  line: { label: 'register.line', autoComplete: 'off', ...noAutoCorrect },
  whatsapp: { label: 'register.whatsapp', type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  facebook: { label: 'register.facebook', autoComplete: 'off', ...noAutoCorrect },
  wechat: { label: 'register.wechat', autoComplete: 'off', ...noAutoCorrect },
  idNumber: { label: 'register.idNumber', autoComplete: 'off', ...noAutoCorrect },
  email: { label: 'register.email', type: 'email', autoComplete: 'email', ...noAutoCorrect },
  recommenderId: { label: 'register.recommenderId', autoComplete: 'off', ...noAutoCorrect },
  affiliateCode: { label: 'register.affiliateCode', autoComplete: 'off', ...noAutoCorrect },
};

export const isPlainRegisterField = (field: RegistrationField): field is PlainRegisterField =>
  Object.hasOwn(fields, field);

interface RegisterTextFieldProps {
  field: PlainRegisterField;
  /** Translated error text, linked with `aria-describedby`. */
  error?: string;
  autoFocus?: boolean;
}

/** One plain field of the register form, named by its `RegisterBody` key. */
export const RegisterTextField = ({ field, error, autoFocus }: RegisterTextFieldProps) => {
  const { t } = useTranslation();
  const { label, ...input } = fields[field];
  return (
    <TextField
      label={t(label)}
      name={field}
      error={error}
      data-autofocus={autoFocus ? true : undefined}
      {...input}
    />
  );
};
