import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentTeamMember } from '@his/shared/schemas/agent-center';
import { RecordResults } from '@/components/ui/record-results.tsx';
import moneyForm from '@/components/ui/money-form.module.css';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { agentPage } from '../page-module.tsx';
import { AccountFilter } from '../reports/account-filter.tsx';
import { DownlineContracts } from '../team/downline-contracts.tsx';
import { DownlineTransfer } from '../team/downline-transfer.tsx';
import { firstTeamQuery, loadTeamMembers, type TeamMembers } from '../team/team-members.ts';
import { TeamTable, type TeamAction } from '../team/team-table.tsx';
import team from '../team/team.module.css';

/**
 * Team management (SPEC §2): the team with a search and a level filter, a page at a time; for a
 * member, a transfer with the payment password, and for a direct downline agent its contracts.
 */
const TeamManagement = ({ start }: { start: TeamMembers }) => {
  const { t } = useTranslation('agentCenter');
  const members = useRecordQuery({ query: firstTeamQuery, first: start }, loadTeamMembers);
  const [selected, setSelected] = useState<{ member: AgentTeamMember; action: TeamAction } | null>(
    null,
  );
  const { query } = members;
  return (
    <div className={moneyForm.page}>
      <div className={team.filters}>
        <AccountFilter
          value={query.account || null}
          onChange={(account) => members.filter({ account: account ?? '' })}
        />
        <label className={team.field}>
          {t('team.level')}
          <select
            value={query.level}
            onChange={(event) =>
              members.filter({ level: event.target.value === 'direct' ? 'direct' : 'all' })
            }
          >
            <option value="all">{t('team.levels.all')}</option>
            <option value="direct">{t('team.levels.direct')}</option>
          </select>
        </label>
      </div>
      <RecordResults answer={members.answer} onRetry={members.retry}>
        {(page: TeamMembers) => (
          <TeamTable
            team={page}
            onPage={members.page}
            onAction={(member, action) => setSelected({ member, action })}
          />
        )}
      </RecordResults>
      {selected?.action === 'transfer' && (
        <DownlineTransfer
          key={selected.member.account}
          member={selected.member}
          onTransferred={members.reload}
        />
      )}
      {selected?.action === 'contracts' && (
        <DownlineContracts key={selected.member.account} account={selected.member.account} />
      )}
    </div>
  );
};

export const { load, Page } = agentPage(
  'downlineManagmentView',
  () => loadTeamMembers(firstTeamQuery),
  TeamManagement,
);
