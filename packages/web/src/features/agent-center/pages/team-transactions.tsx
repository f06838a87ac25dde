import { useTranslation } from 'react-i18next';
import {
  teamTransactionTypeSchema,
  type AgentTeamTransactions,
  type TeamTransactionTypeCode,
} from '@his/shared/schemas/agent-center';
import { MovementList } from '@/features/records/components/movement-list.tsx';
import { ChoiceFilter, RangeFilter } from '@/features/records/components/range-filter.tsx';
import { firstQuery, type RecordQuery } from '@/features/records/record-query.ts';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { AccountFilter } from '../reports/account-filter.tsx';
import { loadTeamTransactions } from '../reports/api/load-team-transactions.ts';
import type { TeamTransactionsQuery } from '../reports/team-query.ts';
import { agentPage } from '../page-module.tsx';

type Query = Omit<RecordQuery, 'type'> & Pick<TeamTransactionsQuery, 'type' | 'account'>;
type Start = { query: Query; first: AgentTeamTransactions };

const types = teamTransactionTypeSchema.options;

/**
 * The team's wallet movements (agentDownlineTransactionDetailsCopy): deposits, withdrawals,
 * transfers and the rest, by range, type and member, each with the member whose wallet moved.
 */
const TeamTransactions = ({ start }: { start: Start }) => {
  const { t } = useTranslation('agentCenter');
  const { t: tr } = useTranslation('memberCenter');
  const movements = useRecordQuery(start, loadTeamTransactions);
  const { query } = movements;
  return (
    <>
      <RangeFilter query={query} onChange={movements.filter}>
        <ChoiceFilter
          label={tr('records.type')}
          value={query.type}
          options={types.map((type) => ({ value: type, label: tr(`records.types.${type}`) }))}
          onChange={(value) => movements.filter({ type: value as TeamTransactionTypeCode | null })}
        />
        <AccountFilter
          value={query.account}
          onChange={(account) => movements.filter({ account })}
        />
      </RangeFilter>
      <RecordResults answer={movements.answer} onRetry={movements.retry}>
        {(answer: AgentTeamTransactions) => (
          <MovementList
            caption={t('pages.agentDownlineTransactionDetailsCopy')}
            movements={answer}
            onPage={movements.page}
            extraColumns={[
              { id: 'account', label: t('reports.columns.account'), cell: (row) => row.account },
            ]}
            withBalance
          />
        )}
      </RecordResults>
    </>
  );
};

export const { load, Page } = agentPage(
  'agentDownlineTransactionDetailsCopy',
  async (): Promise<Start> => {
    const query: Query = { ...firstQuery(Date.now()), type: null, account: null };
    return { query, first: await loadTeamTransactions(query) };
  },
  TeamTransactions,
);
