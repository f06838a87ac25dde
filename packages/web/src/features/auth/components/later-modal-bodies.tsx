import { useTranslation } from 'react-i18next';

/** `registerModal`: registration arrives with the account flows (issue 3). */
export const RegisterLater = () => {
  const { t } = useTranslation();
  return <p>{t('modal.registerLater')}</p>;
};

/** `forgetPassModal`: password recovery arrives with the account flows (issue 3). */
export const ForgetPasswordLater = () => {
  const { t } = useTranslation();
  return <p>{t('modal.forgetPassLater')}</p>;
};

/**
 * `changePassModal` while the session machine forces a password change: it cannot be
 * dismissed, and it says honestly that the form comes with the account flows (issue 3).
 */
export const ForcedPasswordChange = () => {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <strong>{t('modal.changePassForced')}</strong>
      </p>
      <p>{t('modal.changePassLater')}</p>
    </>
  );
};
