import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionLeaderboard, MissionPeriod } from '@his/shared/schemas/missions';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { ApiError } from '@/lib/api.ts';
import { useLoad } from '@/lib/use-load.ts';
import { missionLeaderboard } from '../api/mission-leaderboard.ts';
import { useMissionText } from '../use-mission-text.ts';
import styles from './missions.module.css';

const BoardTable = ({ board }: { board: MissionLeaderboard }) => {
  const { t } = useTranslation('memberCenter');
  const { money } = useMissionText();
  return (
    <>
      <p className={styles.own} role="status">
        {board.own.rank === null
          ? t('missions.ownNone')
          : t('missions.ownRank', { rank: board.own.rank, amount: money(board.own.validBets) })}
      </p>
      {board.list.length === 0 ? (
        <p className={styles.muted}>{t('missions.boardEmpty')}</p>
      ) : (
        <table className={styles.board}>
          <caption className="visually-hidden">{t('missions.boardCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.account')}</th>
              <th scope="col">{t('missions.validBets')}</th>
            </tr>
          </thead>
          <tbody>
            {board.list.map((entry) => (
              <tr key={entry.rank} data-own={entry.own || undefined}>
                <td>{entry.rank}</td>
                <td>
                  {entry.account}
                  {entry.own && <span className={styles.you}> ({t('missions.you')})</span>}
                </td>
                <td>{money(entry.validBets)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
};

const LoadedBoard = ({ period }: { period: MissionPeriod }) => {
  const { t } = useTranslation('memberCenter');
  const loaded = useLoad(() => missionLeaderboard(period));
  if (loaded.status === 'loading') return <p aria-busy="true">{t('missions.boardLoading')}</p>;
  if (loaded.status === 'failed') {
    return (
      <FormFailure code={loaded.error instanceof ApiError ? loaded.error.code : 'internal.error'} />
    );
  }
  return <BoardTable board={loaded.value} />;
};

/**
 * The board of the period's valid bets (today or this week): the top players, accounts masked as
 * the platform answers them, and the member's own place. Today's board came with the page; the
 * week's is asked for when its tab is chosen.
 */
export const MissionLeaderboardSection = ({ initial }: { initial: MissionLeaderboard }) => {
  const { t } = useTranslation('memberCenter');
  const headingId = useId();
  const [period, setPeriod] = useState<MissionPeriod>(initial.period);
  const tabs = (['daily', 'weekly'] as const).map((value) => ({
    value,
    label: t(`missions.boardPeriod.${value}`),
  }));
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('missions.board')}
      </h4>
      <Tabs label={t('missions.boardPeriods')} tabs={tabs} selected={period} onSelect={setPeriod}>
        {period === initial.period ? (
          <BoardTable board={initial} />
        ) : (
          <LoadedBoard key={period} period={period} />
        )}
      </Tabs>
    </section>
  );
};
