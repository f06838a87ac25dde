import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterRule } from '@his/shared/rules';
import type { AgentTeamMember } from '@his/shared/schemas/agent-center';
import moneyForm from '@/components/ui/money-form.module.css';
import { agentPage } from '../page-module.tsx';
import { siteFacts } from '../site-facts.ts';
import { DownlineContracts } from '../team/downline-contracts.tsx';
import { RegisterDownlineForm } from '../team/register-downline-form.tsx';

/**
 * Register a downline (SPEC §2): the account is created under the agent; a new agent's account
 * can be offered a contract at once.
 */
const RegisterDownline = ({ start: rules }: { start: Record<string, RegisterRule> }) => {
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

export const { load, Page } = agentPage(
  'registerCenter',
  async () => (await siteFacts()).registerRules,
  RegisterDownline,
);
