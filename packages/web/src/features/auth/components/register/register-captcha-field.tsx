import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field.tsx';
import styles from './register-form.module.css';

interface RegisterCaptchaFieldProps {
  /** Base64 PNG, or null while a new one loads. */
  image: string | null;
  error?: string;
  onRefresh: () => void;
}

/**
 * The register captcha: the image is a button that asks for another (the machine lets that
 * through at most once per second). A new image clears the old answer.
 */
export const RegisterCaptchaField = ({ image, error, onRefresh }: RegisterCaptchaFieldProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      key={image ?? 'loading'}
      label={t('register.captcha')}
      name="captcha"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      error={error}
      addon={
        <button type="button" className={styles.captchaButton} onClick={onRefresh}>
          {image ? (
            <img src={`data:image/png;base64,${image}`} alt={t('register.captchaImage')} />
          ) : (
            <span className={styles.captchaLoading}>{t('register.captchaLoading')}</span>
          )}
          <span className="visually-hidden">{t('register.refreshCaptcha')}</span>
        </button>
      }
    />
  );
};
