import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';
import { useCountries } from '@/lib/countries.ts';
import fieldStyles from './text-field.module.css';

interface CountryCodeFieldProps {
  /** Translated error text. */
  error?: string;
  name?: string;
  /** A remembered dialing code; the visitor's country otherwise. */
  defaultValue?: string;
}

/**
 * The dialing code of a mobile number: a native select of the countries the platform serves
 * (keyboard and screen readers get its combobox for free), preset to the visitor's country.
 * Without a country list it falls back to typing the code.
 */
export const CountryCodeField = ({
  error,
  name = 'countryDialingCode',
  defaultValue,
}: CountryCodeFieldProps) => {
  const { t } = useTranslation();
  const { countries, defaultDialingCode } = useCountries();
  const id = useId();
  const errorId = `${id}-error`;
  const known = countries.some((country) => country.countryDialingCode === defaultValue);
  if (countries.length === 0) {
    return (
      <TextField
        label={t('sms.countryCode')}
        name={name}
        inputMode="tel"
        autoComplete="tel-country-code"
        defaultValue={defaultValue}
        error={error}
      />
    );
  }
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('sms.countryCode')}
      </label>
      <select
        id={id}
        name={name}
        className={fieldStyles.select}
        defaultValue={known ? defaultValue : defaultDialingCode}
        autoComplete="tel-country-code"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {countries.map((country) => (
          <option key={country.countryCode} value={country.countryDialingCode}>
            {`${country.countryDialingCode} ${country.countryName}`}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
};
