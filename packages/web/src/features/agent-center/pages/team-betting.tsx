import { useTranslation } from 'react-i18next';
import type { AgentTeamBets } from '@his/shared/schemas/agent-center';
import type { Lane } from '@his/shared/schemas/games';
import { loadGameLanes } from '@/features/records/api/load-game-lanes.ts';
import { BetList } from '@/features/records/components/bet-list.tsx';
import { GameFilters } from '@/features/records/components/game-filters.tsx';
import { RangeFilter } from '@/features/records/components/range-filter.tsx';
import { firstQuery, type RecordQuery } from '@/features/records/record-query.ts';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { AccountFilter } from '../reports/account-filter.tsx';
import { loadTeamBets } from '../reports/api/load-team-bets.ts';
import { agentPage } from '../page-module.tsx';

type Start = {
  query: RecordQuery & { account: string | null };
  first: AgentTeamBets;
  lanes: Lane[];
};

/**
 * The team's bets (personalHistoryCopy of the agent center): the betting record's filters and
 * list, with each bet's member and a filter by member.
 */
const TeamBets = ({ start }: { start: Start }) => {
  const { t } = useTranslation('agentCenter');
  const bets = useRecordQuery(start, loadTeamBets);
  const { query } = bets;
  return (
    <>
      <RangeFilter query={query} onChange={bets.filter}>
        <GameFilters query={query} lanes={start.lanes} onChange={bets.filter} />
        <AccountFilter value={query.account} onChange={(account) => bets.filter({ account })} />
      </RangeFilter>
      <RecordResults answer={bets.answer} onRetry={bets.retry}>
        {(answer: AgentTeamBets) => (
          <BetList
            caption={t('pages.personalHistoryCopy')}
            bets={answer}
            onPage={bets.page}
            extraColumns={[
              { id: 'account', label: t('reports.columns.account'), cell: (bet) => bet.account },
            ]}
          />
        )}
      </RecordResults>
    </>
  );
};

export const { load, Page } = agentPage(
  'personalHistoryCopy',
  async (): Promise<Start> => {
    const query = { ...firstQuery(Date.now()), account: null };
    // The filters' choices help but are not the record: without them the page lists every bet.
    const [bets, lanes] = await Promise.all([loadTeamBets(query), loadGameLanes().catch(() => [])]);
    return { query, first: bets, lanes };
  },
  TeamBets,
);
