import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agentTeamBetsQuerySchema } from '@his/shared/schemas/agent-center';
import { Button } from '@/components/ui/button.tsx';
import styles from './reports.module.css';

// The team reports' account filter, as the registry checks it: letters, digits and `_`.
const accountSchema = agentTeamBetsQuerySchema.shape.account.unwrap();

interface AccountFilterProps {
  /** The member asked for, or null for the whole team. */
  value: string | null;
  onChange: (account: string | null) => void;
}

/**
 * One member of the team, searched by account: asked on "Search" (or Enter), the whole team when
 * empty. An account the platform would refuse is named here and never sent.
 */
export const AccountFilter = ({ value, onChange }: AccountFilterProps) => {
  const { t } = useTranslation('agentCenter');
  const [typed, setTyped] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const account = typed.trim();
    if (account === '') {
      setInvalid(false);
      onChange(null);
      return;
    }
    const checked = accountSchema.safeParse(account);
    setInvalid(!checked.success);
    if (checked.success) onChange(checked.data);
  };

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label className={styles.field}>
        {t('reports.account')}
        <input
          type="search"
          value={typed}
          placeholder={t('reports.wholeTeam')}
          autoComplete="off"
          aria-invalid={invalid}
          onChange={(event) => setTyped(event.target.value)}
        />
      </label>
      <Button type="submit">{t('reports.search')}</Button>
      {invalid && (
        <p role="alert" className={styles.problem}>
          {t('reports.accountProblem')}
        </p>
      )}
    </form>
  );
};
