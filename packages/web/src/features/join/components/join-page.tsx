import { useState } from 'react';
import type { AgentApplicationReceipt } from '@his/shared/schemas/agent-application';
import { Button } from '@/components/ui/button.tsx';
import formStyles from '@/components/ui/plain-form.module.css';
import { useJoinText } from '../use-join-text.ts';
import { ApplicationForm } from './application-form.tsx';
import styles from './join.module.css';

const steps = ['apply', 'call', 'account', 'earn'] as const;
const contractKinds = ['dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend'] as const;
const tools = ['overview', 'register', 'reports', 'transfer'] as const;

interface Sent {
  receipt: AgentApplicationReceipt;
  name: string;
}

/**
 * `/join` (SPEC §2): the agent programme (how it works, the four contract kinds the site settles
 * — daily, hourly and real-time salary, dividend — and the agent center), then the application
 * form, open to anyone. After a send, its receipt and "send another".
 */
export const JoinPage = () => {
  const { t } = useJoinText();
  const [sent, setSent] = useState<Sent | null>(null);
  const [forms, setForms] = useState(0);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <section aria-labelledby="join-steps" className={styles.section}>
        <h2 id="join-steps">{t('stepsTitle')}</h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{t(`steps.${step}`)}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="join-contracts" className={styles.section}>
        <h2 id="join-contracts">{t('contractsTitle')}</h2>
        <p className={styles.muted}>{t('contractsLead')}</p>
        <ul className={styles.cards}>
          {contractKinds.map((kind) => (
            <li key={kind} className={styles.card}>
              <h3>{t(`contracts.${kind}.name`)}</h3>
              <p>{t(`contracts.${kind}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{t('teamNote')}</p>
      </section>
      <section aria-labelledby="join-tools" className={styles.section}>
        <h2 id="join-tools">{t('toolsTitle')}</h2>
        <ul className={styles.tools}>
          {tools.map((tool) => (
            <li key={tool}>{t(`tools.${tool}`)}</li>
          ))}
        </ul>
      </section>
      {sent ? (
        <div className={formStyles.done}>
          <p role="status">{t('sent', { name: sent.name, id: sent.receipt.id })}</p>
          <Button
            onClick={() => {
              setSent(null);
              setForms((count) => count + 1);
            }}
          >
            {t('another')}
          </Button>
        </div>
      ) : (
        <ApplicationForm key={forms} onSent={(receipt, name) => setSent({ receipt, name })} />
      )}
    </div>
  );
};
