import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field.tsx';
import { SessionActor } from '@/lib/actors.ts';
import styles from './login-form.module.css';

interface CaptchaFieldProps {
  /** Base64 PNG from the platform. */
  image: string;
  error?: string;
  compact: boolean;
}

/**
 * The captcha a failed login asked for. Clicking the image asks for another; the session
 * machine lets that through at most once per second. A new image clears the old answer.
 */
export const CaptchaField = ({ image, error, compact }: CaptchaFieldProps) => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  return (
    <TextField
      key={image}
      className={compact ? styles.captcha : undefined}
      label={t('auth.captcha')}
      name="captcha"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      compact={compact}
      error={error}
      addon={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={() => session.send({ type: 'captcha.refresh' })}
        >
          <img src={`data:image/png;base64,${image}`} alt={t('auth.captchaImage')} />
          <span className="visually-hidden">{t('auth.refreshCaptcha')}</span>
        </button>
      }
    />
  );
};
