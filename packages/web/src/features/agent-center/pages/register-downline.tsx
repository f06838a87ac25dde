import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterRule } from '@his/shared/rules';
import type { AgentTeamMember } from '@his/shared/schemas/agent-center';
import styles from '@/features/member-center/components/member-center.module.css';
import moneyForm from '@/components/ui/money-form.module.css';
import { siteFacts } from '../site-facts.ts';
import { DownlineContracts } from '../team/downline-contracts.tsx';
import { RegisterDownlineForm } from '../team/register-downline-form.tsx';

// The register rules, read before the page shows; each load is a new page (its `key`).
let first: { rules: Record<string, RegisterRule>; load: number } | null = null;

export const load = async (): Promise<void> => {
  const { registerRules } = await siteFacts();
  first = { rules: registerRules, load: (first?.load ?? 0) + 1 };
};

/**
 * Register a downline (SPEC §2): the account is created under the agent; a new agent's account
 * can be offered a contract at once.
 */
const RegisterDownline = ({ rules }: { rules: Record<string, RegisterRule> }) => {
  const { t } = useTranslation('agentCenter');
  const [registered, setRegistered] = useState<AgentTeamMember | null>(null);
  return (
    <div className={moneyForm.page}>
      <RegisterDownlineForm key={registered?.account} rules={rules} onRegistered={setRegistered} />
      {registered && (
        <p role="status" className={moneyForm.done}>
          {t('team.registered', { account: registered.account })}
        </p>
      )}
      {registered?.contractable && <DownlineContracts account={registered.account} />}
    </div>
  );
};

export const Page = () => {
  const { t } = useTranslation('agentCenter');
  return (
    <>
      <h3 className={styles.pageTitle}>{t('pages.registerCenter')}</h3>
      {first && <RegisterDownline key={first.load} rules={first.rules} />}
    </>
  );
};
