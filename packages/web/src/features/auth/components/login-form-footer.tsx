import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { ModalsActor } from '@/lib/actors.ts';
import styles from './login-form.module.css';

/**
 * What both login tabs end with: "remember me", the forgot-password link and the failure of
 * the last attempt, read out as an alert.
 */
export const LoginFormFooter = ({
  remembered,
  error,
}: {
  remembered: boolean;
  error: string | null;
}) => {
  const { t } = useTranslation();
  const modals = ModalsActor.useActorRef();
  return (
    <>
      <div className={styles.options}>
        <label className={styles.check}>
          <input type="checkbox" name="remember" defaultChecked={remembered} />
          {t('auth.rememberMe')}
        </label>
        <Button
          variant="link"
          onClick={() => modals.send({ type: 'modal.open', name: 'forgetPassModal' })}
        >
          {t('auth.forgotPassword')}
        </Button>
      </div>
      <FormFailure code={error} className={styles.failure} />
    </>
  );
};
