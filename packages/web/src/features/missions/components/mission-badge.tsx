import { useTranslation } from 'react-i18next';
import { trialAccountType } from '@his/shared/constants';
import { SessionActor } from '@/lib/actors.ts';
import { useMissionCount } from '../mission-count.ts';
import styles from './missions.module.css';

const ClaimableCount = () => {
  const { t } = useTranslation();
  const count = useMissionCount() ?? 0;
  if (count === 0) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true" data-testid="mission-badge">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">{t('account.missionsToClaim', { count })}</span>
    </>
  );
};

/**
 * The count of missions whose reward waits to be claimed, as a badge inside an entry (the
 * header's member-center entry, the center's "Mission activity"), shown above 0; the entry's
 * accessible name says it. Real members only: a trial account has no missions, so nothing is
 * asked for one.
 */
export const MissionBadge = () => {
  const real = SessionActor.useSelector(
    (snapshot) =>
      snapshot.context.member !== null && snapshot.context.member.type !== trialAccountType,
  );
  return real ? <ClaimableCount /> : null;
};
