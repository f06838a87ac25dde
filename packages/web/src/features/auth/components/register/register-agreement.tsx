import { useId } from 'react';
import { Trans } from 'react-i18next';
import { minimumAge } from '@his/shared/constants';
import styles from './register-form.module.css';

interface RegisterAgreementProps {
  error?: string;
}

/**
 * The 18+ and user-agreement checkbox (SPEC §2). The agreement is the help center's, opened in
 * a new tab so the form keeps what was typed.
 */
export const RegisterAgreement = ({ error }: RegisterAgreementProps) => {
  const errorId = `${useId()}-error`;
  return (
    <div className={styles.agreement}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="agreement"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          <Trans
            i18nKey="register.agreement"
            values={{ age: minimumAge }}
            components={{
              terms: <a href="/helpmc#user-agreement" target="_blank" rel="noopener noreferrer" />,
            }}
          />
        </span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};
