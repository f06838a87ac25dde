import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  MissionClaim,
  MissionLeaderboard,
  MissionSummary,
} from '@his/shared/schemas/missions';
import { AppActor } from '@/lib/actors.ts';
import { missionLeaderboard } from '../api/mission-leaderboard.ts';
import { missionSummary } from '../api/mission-summary.ts';
import { tellMissionCount } from '../mission-count.ts';
import { useMissionText } from '../use-mission-text.ts';
import { MissionCard } from './mission-card.tsx';
import { MissionLeaderboardSection } from './mission-leaderboard.tsx';
import styles from './missions.module.css';

/** What the page shows first: the member's missions and today's board. */
export interface MissionsData {
  summary: MissionSummary;
  board: MissionLeaderboard;
}

export const loadMissions = async (): Promise<MissionsData> => {
  const [summary, board] = await Promise.all([missionSummary(), missionLeaderboard('daily')]);
  return { summary, board };
};

/** The summary with one mission shown claimed, as the claim's answer says. */
const withClaim = (summary: MissionSummary, claim: MissionClaim): MissionSummary => ({
  ...summary,
  claimable: Math.max(0, summary.claimable - 1),
  missions: summary.missions.map((mission) =>
    mission.id === claim.missionId && mission.periodStart === claim.periodStart
      ? { ...mission, status: 'claimed', claimedAt: claim.claimedAt }
      : mission,
  ),
});

/**
 * Mission activity (SPEC §2 "missionLeaderboard"): the member's missions of the day and the week
 * with their progress and claim, and the leaderboard. A claim shows what it paid, refreshes the
 * header's balance and the claimable count (the badges), and reads the missions again.
 */
export const MissionsPage = ({ initial }: { initial: MissionsData }) => {
  const { t } = useTranslation('memberCenter');
  const { money } = useMissionText();
  const app = AppActor.useActorRef();
  const listId = useId();
  const [summary, setSummary] = useState(initial.summary);
  const [claimed, setClaimed] = useState<MissionClaim | null>(null);

  // The badges show what this page knows, without asking again.
  useEffect(() => tellMissionCount(summary.claimable), [summary.claimable]);

  const onClaimed = (claim: MissionClaim) => {
    setClaimed(claim);
    setSummary((current) => withClaim(current, claim));
    app.send({ type: 'balance.refresh' });
    missionSummary().then(setSummary, () => tellMissionCount());
  };

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby={listId}>
        <h4 id={listId} className={styles.heading}>
          {t('missions.list')}
        </h4>
        {claimed && (
          <p role="status" className={styles.done}>
            {t('missions.claimed', {
              amount: money(claimed.reward),
              balance: money(claimed.balance),
            })}
          </p>
        )}
        {summary.missions.length === 0 ? (
          <p className={styles.muted}>{t('missions.empty')}</p>
        ) : (
          <ul className={styles.missions}>
            {summary.missions.map((mission) => (
              <MissionCard
                key={`${mission.id}-${mission.periodStart}`}
                mission={mission}
                onClaimed={onClaimed}
              />
            ))}
          </ul>
        )}
      </section>
      <MissionLeaderboardSection initial={initial.board} />
    </div>
  );
};
