import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mission, MissionClaim } from '@his/shared/schemas/missions';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { ApiError } from '@/lib/api.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { claimMission } from '../api/claim-mission.ts';
import { useMissionText } from '../use-mission-text.ts';
import styles from './missions.module.css';

const codeOf = (error: unknown): string | null => {
  if (error === null || error === undefined) return null;
  return error instanceof ApiError ? error.code : 'internal.error';
};

/**
 * One mission: its period, what to do, the progress in the current period, the reward, and the
 * claim button once it is complete. The claim is a money call (`useMoneySubmission`): one
 * idempotency key per attempt, nothing sent while one runs; the platform decides whether it pays.
 */
export const MissionCard = ({
  mission,
  onClaimed,
}: {
  mission: Mission;
  onClaimed: (claim: MissionClaim) => void;
}) => {
  const { t } = useTranslation('memberCenter');
  const text = useMissionText();
  const titleId = useId();
  const submission = useMoneySubmission(claimMission, onClaimed);
  const title = text.title(mission);
  return (
    <li className={styles.mission} aria-labelledby={titleId} data-status={mission.status}>
      <div className={styles.missionHead}>
        <span className={styles.period}>{t(`missions.period.${mission.period}`)}</span>
        <h5 id={titleId} className={styles.missionTitle}>
          {title}
        </h5>
      </div>
      <progress
        className={styles.bar}
        max={Number(mission.target)}
        value={Number(mission.progress)}
        aria-label={t('missions.progress')}
        aria-valuetext={text.progress(mission)}
      />
      <p className={styles.facts}>
        <span>{text.progress(mission)}</span>
        <span>{t('missions.reward', { amount: text.money(mission.reward) })}</span>
        <span className={styles.muted}>
          {t('missions.ends', { time: text.moment(mission.periodEnd) })}
        </span>
      </p>
      {mission.status === 'claimable' ? (
        <Button
          variant="primary"
          className={styles.claim}
          aria-busy={submission.busy}
          disabled={submission.busy}
          aria-describedby={titleId}
          onClick={() => void submission.submit({ missionId: mission.id })}
        >
          {submission.busy
            ? t('missions.claiming')
            : t('missions.claim', { amount: text.money(mission.reward) })}
        </Button>
      ) : (
        <span className={styles.status}>{t(`missions.status.${mission.status}`)}</span>
      )}
      <FormFailure code={codeOf(submission.error)} />
    </li>
  );
};
