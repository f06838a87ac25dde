import type { ContractKind, ContractSettlementList } from '@his/shared/schemas/contracts';
import type { AgentCenterPage } from '@his/machines/member-center/pages';
import moneyForm from '@/components/ui/money-form.module.css';
import { ContractsPanel } from '../contracts/contracts-panel.tsx';
import { agentPage } from '../page-module.tsx';
import { SettlementHistory } from './settlement-history.tsx';
import { firstSettlementQuery, loadSettlements, type SettlementQuery } from './settlements.ts';

interface KindStart {
  kind: ContractKind;
  query: SettlementQuery;
  first: ContractSettlementList;
}

const KindView = ({ start }: { start: KindStart }) => (
  <div className={moneyForm.page}>
    <ContractsPanel kinds={[start.kind]} />
    <SettlementHistory start={start} />
  </div>
);

/**
 * A contract kind's page (dividend record, daily wages, hourly and real-time salary): the
 * contracts of that kind in force and offered, with the answers they allow, and the settlement
 * history. Each page module is this, for its kind.
 */
export const contractKindPage = (kind: ContractKind, page: AgentCenterPage) =>
  agentPage(
    page,
    async (): Promise<KindStart> => {
      const query = firstSettlementQuery(kind, Date.now());
      return { kind, query, first: await loadSettlements(query) };
    },
    KindView,
  );
