import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual } from '@xstate/react';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { messageKey } from '@/lib/i18n.ts';
import { rememberedUsername } from '@/lib/remembered-username.ts';
import { selectLoginView } from '../session-view.ts';
import { CaptchaField } from './captcha-field.tsx';
import { LoginFormFooter } from './login-form-footer.tsx';
import styles from './login-form.module.css';

type LoginFormVariant = 'header' | 'modal' | 'page';

interface LoginFormProps {
  /** `header`: the compact form named "Sign in"; `modal` and `page` take their name from around. */
  variant: LoginFormVariant;
  /** Id of the heading that names the form (page variant). */
  labelledBy?: string;
}

const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The username + password login form (SPEC §2, §5). It sends what was typed; the session
 * machine trims, validates, asks for the captcha and decides what comes next. In the header the
 * failure and the captcha show in a panel that opens below the form, over the page: the header
 * keeps its height and its logo stays put however an attempt ends (#10), as on the sites
 * players know, where a failed header login never pushes the header around.
 */
export const LoginForm = ({ variant, labelledBy }: LoginFormProps) => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const view = SessionActor.useSelector(selectLoginView, shallowEqual);
  const [initialUsername] = useState(rememberedUsername);
  const compact = variant === 'header';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    session.send({
      type: 'login.submit',
      username: text(data, 'username'),
      password: text(data, 'password'),
      captcha: data.has('captcha') ? text(data, 'captcha') : undefined,
      remember: data.get('remember') === 'on',
    });
  };

  const fieldError = (key: string | undefined) => (key ? t(messageKey(key)) : undefined);
  const captcha = view.captchaShown && view.captchaImage && (
    <CaptchaField
      image={view.captchaImage}
      compact={compact}
      error={fieldError(view.fieldErrors.captcha)}
    />
  );

  return (
    <form
      className={[styles.form, compact ? styles.header : ''].join(' ')}
      aria-label={compact ? t('auth.signInForm') : undefined}
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={onSubmit}
    >
      <TextField
        className={styles.field}
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        defaultValue={initialUsername}
        compact={compact}
        error={fieldError(view.fieldErrors.username)}
        data-autofocus={variant === 'modal' ? true : undefined}
      />
      <TextField
        className={styles.field}
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        compact={compact}
        error={fieldError(view.fieldErrors.password)}
      />
      {!compact && captcha}
      <Button type="submit" variant="primary" aria-disabled={view.submitting}>
        {view.verifying
          ? t('challenge.verifying')
          : view.submitting
            ? t('auth.loggingIn')
            : t('auth.logIn')}
      </Button>
      <LoginFormFooter remembered={initialUsername !== ''} error={compact ? null : view.error} />
      {compact && (captcha || view.error) && (
        <div className={styles.popover}>
          {captcha}
          <FormFailure code={view.error} />
        </div>
      )}
    </form>
  );
};
