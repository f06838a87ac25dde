import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractSettlementList } from '@his/shared/schemas/contracts';
import type { AgentCenterPage } from '@his/machines/member-center/pages';
import moneyForm from '@/components/ui/money-form.module.css';
import styles from '@/features/member-center/components/member-center.module.css';
import { ContractsPanel } from '../contracts/contracts-panel.tsx';
import { SettlementHistory } from './settlement-history.tsx';
import { firstSettlementQuery, loadSettlements, type SettlementQuery } from './settlements.ts';

interface KindStart {
  query: SettlementQuery;
  first: ContractSettlementList;
  load: number;
}

/**
 * A contract kind's page (dividend record, daily wages, hourly and real-time salary): the
 * contracts of that kind in force and offered, with the answers they allow, and the settlement
 * history. Each page module is this, for its kind.
 */
export const contractKindPage = (kind: ContractKind, page: AgentCenterPage) => {
  // The history's first page, read before the page shows; each load is a new page (its `key`).
  let first: KindStart | null = null;
  const load = async (): Promise<void> => {
    const query = firstSettlementQuery(kind, Date.now());
    const answer = await loadSettlements(query);
    first = { query, first: answer, load: (first?.load ?? 0) + 1 };
  };
  const Page = () => {
    const { t } = useTranslation('agentCenter');
    return (
      <>
        <h3 className={styles.pageTitle}>{t(`pages.${page}`)}</h3>
        {first && (
          <div key={first.load} className={moneyForm.page}>
            <ContractsPanel kinds={[kind]} />
            <SettlementHistory start={first} />
          </div>
        )}
      </>
    );
  };
  return { load, Page };
};
