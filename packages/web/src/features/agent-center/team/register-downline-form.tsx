import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateRegistration } from '@his/machines/registration';
import type { RegisterRule } from '@his/shared/rules';
import type { AgentRegisterDownlineBody, AgentTeamMember } from '@his/shared/schemas/agent-center';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useMessageText } from '@/features/auth/message-text.ts';
import { ApiError, callApi } from '@/lib/api.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import moneyForm from '@/components/ui/money-form.module.css';
import styles from './team.module.css';

const fields = ['username', 'password', 'confirmPassword'] as const;
type Field = (typeof fields)[number];

const valueOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const register = (body: AgentRegisterDownlineBody) => callApi('agentRegisterDownline', { body });

/**
 * A downline's account: username and password by the site's register rules (the rules the
 * player's own registration checks, and the upstream again), the confirmation, and whether it is
 * a player's or an agent's account. One submission at a time (a double click sends once).
 */
export const RegisterDownlineForm = ({
  rules,
  onRegistered,
}: {
  rules: Record<string, RegisterRule>;
  onRegistered: (member: AgentTeamMember) => void;
}) => {
  const { t } = useTranslation('agentCenter');
  const text = useMessageText();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const attempt = useMoneySubmission(register, onRegistered);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(fields.map((field) => [field, valueOf(form, field)]));
    const found = validateRegistration(values, {
      rules,
      modules: {},
      mode: 'username',
      visibleFields: fields,
    });
    setErrors(
      Object.fromEntries(Object.entries(found).map(([field, error]) => [field, text(error)])),
    );
    if (Object.keys(found).length > 0) return;
    void attempt.submit({
      username: values.username ?? '',
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
      accountType: valueOf(form, 'accountType') === 'agent' ? 'agent' : 'player',
    });
  };
  const code =
    attempt.error === null || attempt.error === undefined
      ? null
      : attempt.error instanceof ApiError
        ? attempt.error.code
        : 'network.error';
  return (
    <form className={moneyForm.form} onSubmit={onSubmit} noValidate aria-label={t('team.register')}>
      <TextField
        name="username"
        label={t('team.username')}
        autoComplete="off"
        error={errors.username}
      />
      <TextField
        name="password"
        type="password"
        label={t('team.password')}
        autoComplete="new-password"
        error={errors.password}
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={t('team.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <fieldset className={styles.choice}>
        <legend>{t('team.accountType')}</legend>
        <label>
          <input type="radio" name="accountType" value="player" defaultChecked />
          {t('team.types.player')}
        </label>
        <label>
          <input type="radio" name="accountType" value="agent" />
          {t('team.types.agent')}
        </label>
      </fieldset>
      <Button type="submit" variant="primary" disabled={attempt.busy} aria-busy={attempt.busy}>
        {attempt.busy ? t('team.registering') : t('team.register')}
      </Button>
      <FormFailure code={code} />
    </form>
  );
};
