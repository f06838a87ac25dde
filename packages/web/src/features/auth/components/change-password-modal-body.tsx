import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from '@xstate/react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { useChangePassword } from '../change-password.actor.ts';
import { formText } from '../form-values.ts';
import { useMessageText } from '../message-text.ts';
import styles from './account-form.module.css';

/**
 * `changePassModal` (SPEC §2, §4): "Current password" only when the session kept no password,
 * then the new one and its confirmation. Forced (the modal was opened not dismissible, after a
 * login with `123456` or an expired password, or when the platform refused a call until the
 * password changes) it says why and offers "Sign out" as the only other way out. When done the
 * app tells the session, which reloads the member, closes the modal and goes home.
 */
export const ChangePasswordModalBody = () => {
  const { t } = useTranslation();
  const text = useMessageText();
  const session = SessionActor.useActorRef();
  const signingOut = SessionActor.useSelector((snapshot) => snapshot.hasTag('loggingOut'));
  const { change, forced } = useChangePassword();
  const view = useSelector(
    change,
    (snapshot) => ({
      oldPasswordShown: snapshot.context.oldPasswordShown,
      submitting: snapshot.hasTag('submitting') || snapshot.hasTag('done'),
      fieldErrors: snapshot.context.fieldErrors,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    change.send({
      type: 'password.submit',
      oldPassword: view.oldPasswordShown ? formText(data, 'oldPassword') : undefined,
      newPassword: formText(data, 'newPassword'),
      confirmNewPassword: formText(data, 'confirmNewPassword'),
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p>
        {forced ? <strong>{t('changePassword.forced')}</strong> : t('changePassword.suggested')}
      </p>
      {view.oldPasswordShown && (
        <TextField
          label={t('changePassword.current')}
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          error={text(view.fieldErrors.oldPassword)}
          data-autofocus
        />
      )}
      <TextField
        label={t('changePassword.new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        error={text(view.fieldErrors.newPassword)}
        data-autofocus={view.oldPasswordShown ? undefined : true}
      />
      <TextField
        label={t('changePassword.confirm')}
        name="confirmNewPassword"
        type="password"
        autoComplete="new-password"
        error={text(view.fieldErrors.confirmNewPassword)}
      />
      <FormFailure code={view.error} />
      <div className="dialog-actions">
        {forced && (
          <Button
            aria-disabled={signingOut}
            onClick={() => session.send({ type: 'logout.request' })}
          >
            {signingOut ? t('account.signingOut') : t('account.signOut')}
          </Button>
        )}
        <Button type="submit" variant="primary" aria-disabled={view.submitting}>
          {view.submitting ? t('changePassword.submitting') : t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
};
