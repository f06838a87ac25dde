import { useId, useState, type ReactNode } from 'react';
import { agentExperienceMax, agentExperienceMin, messengerApps } from '@his/shared/constants';
import type {
  AgentApplicationBody,
  AgentApplicationReceipt,
} from '@his/shared/schemas/agent-application';
import { PlainFormSubmit } from '@/components/ui/plain-form-submit.tsx';
import styles from '@/components/ui/plain-form.module.css';
import { useCheckedSubmit } from '@/lib/form-issues.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { applyAsAgent } from '../api/agent-apply.ts';
import { joinEn } from '@/lib/join-i18n/en.ts';
import { useJoinText } from '../use-join-text.ts';

type Field = 'name' | 'phone' | 'email' | 'messenger' | 'handle' | 'experience' | 'teamSize';
type Values = Record<Field, string>;

const empty: Values = {
  name: '',
  phone: '',
  email: '',
  messenger: '',
  handle: '',
  experience: '',
  teamSize: '',
};
const range = { min: agentExperienceMin, max: agentExperienceMax };

type ErrorReason = keyof typeof joinEn.errors;
/** The schema's messages are `errors.<reason>` keys of the join strings. */
const isErrorReason = (reason: string): reason is ErrorReason =>
  Object.hasOwn(joinEn.errors, reason);

/** The form's values as the call's body: an empty optional field is left out. */
const bodyOf = (values: Values) => {
  const trimmed = (value: string) => value.trim() || undefined;
  const teamSize = values.teamSize.trim();
  return {
    name: values.name,
    phone: trimmed(values.phone),
    email: trimmed(values.email),
    messenger: trimmed(values.messenger),
    handle: trimmed(values.handle),
    experience: values.experience,
    teamSize: teamSize === '' ? undefined : Number(teamSize),
  };
};

/**
 * The agent programme's application (issue 17): name, a phone and/or an email, an optional
 * messaging app with the handle on it, the experience and channels, and an optional team size.
 * Checked with the call's own body schema (the registry's, loaded with the API client's schemas),
 * sent through the
 * `moneySubmission` chart (busy while sending, one call at a time, a refusal shown with its
 * coded text: a contact that applied in the last day is `agent.application.duplicate`).
 */
export const ApplicationForm = ({
  onSent,
}: {
  onSent: (receipt: AgentApplicationReceipt, name: string) => void;
}) => {
  const { t } = useJoinText();
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const submission = useMoneySubmission(
    (body: AgentApplicationBody) => applyAsAgent(body),
    (receipt) => onSent(receipt, values.name.trim()),
  );
  const { issues, setIssues, onSubmit, failureOf } = useCheckedSubmit(
    ({ agentApply }) => agentApply.body.safeParse(bodyOf(values)),
    submission.submit,
  );

  const errorOf = (field: Field): string | null => {
    const key = issues[field];
    if (key === undefined) return null;
    const reason = key.replace(/^errors\./, '');
    return t(isErrorReason(reason) ? `errors.${reason}` : 'errors.contact', range);
  };

  // A changed field's message goes until the next send; the contact's one (on the phone) goes
  // with a change of either contact, the handle's with a change of its app.
  const related: Partial<Record<Field, Field>> = { email: 'phone', messenger: 'handle' };
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    const cleared = new Set<string>([field, related[field] ?? field]);
    setIssues((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !cleared.has(name))),
    );
    submission.clearError();
  };

  const control = (
    field: Field,
    label: string,
    input: (props: {
      id: string;
      className: string | undefined;
      value: string;
      'aria-invalid'?: true;
      'aria-describedby'?: string;
      onChange: (event: { target: { value: string } }) => void;
    }) => ReactNode,
    hint?: string,
  ) => {
    const error = errorOf(field);
    const fieldId = `${id}-${field}`;
    const described = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId}>{label}</label>
        {input({
          id: fieldId,
          className: styles.control,
          value: values[field],
          ...(error ? { 'aria-invalid': true as const } : {}),
          ...(described ? { 'aria-describedby': described } : {}),
          onChange: (event) => set(field)(event.target.value),
        })}
        {hint && (
          <p id={`${fieldId}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${fieldId}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit}>
      <h2 id={`${id}-title`}>{t('formTitle')}</h2>
      <p className={styles.hint}>{t('formLead')}</p>
      <fieldset className={styles.fields} disabled={submission.busy}>
        {control('name', t('name'), (props) => (
          <input {...props} autoComplete="name" maxLength={80} />
        ))}
        <div className={styles.pair}>
          {control('phone', t('phone'), (props) => (
            <input {...props} type="tel" autoComplete="tel" inputMode="tel" maxLength={30} />
          ))}
          {control('email', t('email'), (props) => (
            <input {...props} type="email" autoComplete="email" maxLength={80} />
          ))}
        </div>
        <div className={styles.pair}>
          {control('messenger', t('messenger'), (props) => (
            <select {...props}>
              <option value="">{t('noMessenger')}</option>
              {messengerApps.map((app) => (
                <option key={app} value={app}>
                  {t(`messengers.${app}`)}
                </option>
              ))}
            </select>
          ))}
          {control('handle', t('handle'), (props) => (
            <input {...props} autoComplete="off" maxLength={80} />
          ))}
        </div>
        {control(
          'experience',
          t('experience'),
          (props) => (
            <textarea {...props} maxLength={agentExperienceMax + 50} />
          ),
          t('experienceHint', range),
        )}
        {control('teamSize', t('teamSize'), (props) => (
          <input {...props} type="number" inputMode="numeric" min={1} max={100000} step={1} />
        ))}
      </fieldset>
      <PlainFormSubmit
        failure={failureOf(submission.error)}
        busy={submission.busy}
        label={t('submit')}
        busyLabel={t('sending')}
      />
    </form>
  );
};
