import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@/lib/i18n.ts';
import styles from './form-failure.module.css';

/** A form's failure that belongs to no field, read out as an alert. */
export const FormAlert = ({ children, className }: { children: ReactNode; className?: string }) => (
  <p role="alert" className={className ? `${styles.failure} ${className}` : styles.failure}>
    {children}
  </p>
);

/** The coded error's text (never the server's) in a {@link FormAlert}; nothing without one. */
export const FormFailure = ({ code, className }: { code: string | null; className?: string }) => {
  const { t } = useTranslation();
  if (!code) return null;
  return <FormAlert className={className}>{t(errorKey(code))}</FormAlert>;
};
