import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from '@xstate/react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { formText } from '../form-values.ts';
import { useMessageText } from '../message-text.ts';
import type { ForgotRef } from './forgot-view.ts';
import { selectForgotView } from './forgot-view.ts';
import styles from './account-form.module.css';

/** Email mode: username and the account's email; the platform mails how to reset. */
export const ForgotEmailForm = ({ forgot }: { forgot: ForgotRef }) => {
  const { t } = useTranslation();
  const text = useMessageText();
  const view = useSelector(forgot, selectForgotView, shallowEqual);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    forgot.send({
      type: 'forgot.submit',
      values: { username: formText(data, 'username'), email: formText(data, 'email') },
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.intro}>{t('forgot.emailIntro')}</p>
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        error={text(view.fieldErrors.username)}
        data-autofocus
      />
      <TextField
        label={t('forgot.email')}
        name="email"
        type="email"
        autoComplete="email"
        error={text(view.fieldErrors.email)}
      />
      <Button type="submit" variant="primary" aria-disabled={view.submitting}>
        {view.submitting ? t('forgot.sending') : t('forgot.send')}
      </Button>
      <FormFailure code={view.error} />
    </form>
  );
};
