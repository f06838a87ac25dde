import { useTranslation } from 'react-i18next';
import { contractKinds } from '@his/shared/schemas/contracts';
import { ContractsPanel } from '../contracts/contracts-panel.tsx';
import styles from './team.module.css';
import { useFocusOnShow } from './use-focus-on-show.ts';

/** The contracts with one direct downline agent: those in force, offered, and a new offer. */
export const DownlineContracts = ({ account }: { account: string }) => {
  const { t } = useTranslation('agentCenter');
  const heading = useFocusOnShow<HTMLHeadingElement>();
  return (
    <section className={styles.selected} aria-label={t('team.contractsWith', { account })}>
      <h4 ref={heading} tabIndex={-1}>
        {t('team.contractsWith', { account })}
      </h4>
      <ContractsPanel kinds={[...contractKinds]} downline={account} />
    </section>
  );
};
