import { useTranslation } from 'react-i18next';
import type { AgentTeamMember } from '@his/shared/schemas/agent-center';
import { Button } from '@/components/ui/button.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { RecordTable, type Column } from '@/features/records/components/record-table.tsx';
import { useFormats } from '@/features/records/use-formats.ts';
import type { TeamMembers } from './team-members.ts';
import styles from './team.module.css';

/** What an agent may do with a member of its team. */
export type TeamAction = 'transfer' | 'contracts';

/** A page of the team: who, what, where in the tree, money and last login, and the actions. */
export const TeamTable = ({
  team,
  onPage,
  onAction,
}: {
  team: TeamMembers;
  onPage: (page: number) => void;
  onAction: (member: AgentTeamMember, action: TeamAction) => void;
}) => {
  const { t } = useTranslation('agentCenter');
  const { money, time } = useFormats();
  if (team.list.length === 0) return <p>{t('team.empty')}</p>;
  const columns: Column<AgentTeamMember>[] = [
    {
      id: 'account',
      label: t('team.columns.account'),
      cell: (member) => `${member.nickname} (${member.account})`,
    },
    { id: 'type', label: t('team.columns.type'), cell: (member) => t(`team.types.${member.type}`) },
    { id: 'level', label: t('team.columns.level'), cell: (member) => member.level, numeric: true },
    { id: 'upline', label: t('team.columns.upline'), cell: (member) => member.upline },
    {
      id: 'balance',
      label: t('team.columns.balance'),
      cell: (member) => money(member.balance),
      numeric: true,
    },
    {
      id: 'lastLogin',
      label: t('team.columns.lastLogin'),
      cell: (member) => (member.lastLoginAt === null ? t('team.never') : time(member.lastLoginAt)),
    },
    {
      id: 'status',
      label: t('team.columns.status'),
      cell: (member) => (
        <span className={styles.status} data-status={member.status}>
          {t(`team.statuses.${member.status}`)}
        </span>
      ),
    },
    {
      id: 'actions',
      label: t('team.columns.actions'),
      cell: (member) => (
        <span className={styles.actions}>
          <Button
            variant="ghost"
            aria-label={t('team.transferTo', { account: member.account })}
            onClick={() => onAction(member, 'transfer')}
          >
            {t('team.transfer')}
          </Button>
          {member.contractable && (
            <Button
              variant="ghost"
              aria-label={t('team.contractsWith', { account: member.account })}
              onClick={() => onAction(member, 'contracts')}
            >
              {t('team.contracts')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <RecordTable
        caption={t('pages.downlineManagmentView')}
        columns={columns}
        rows={team.list}
        rowKey={(member) => member.account}
      />
      <Pager page={team.page} pageSize={team.pageSize} total={team.total} onPage={onPage} />
    </>
  );
};
