import type { VipMember } from '@his/shared/schemas/vip';
import { useVipText } from './use-vip-text.ts';
import styles from './vip.module.css';

interface ProgressProps {
  label: string;
  percent: number;
  missing: string;
}

/** One threshold of the next rank: a labelled progress bar and what is still missing. */
const Progress = ({ label, percent, missing }: ProgressProps) => {
  const { t } = useVipText();
  return (
    <div className={styles.progress}>
      <div className={styles.progressLabel}>
        <span>{label}</span>
        <span>{percent >= 100 ? t('reached') : t('missing', { amount: missing })}</span>
      </div>
      <progress max={100} value={percent} aria-label={label}>
        {percent} %
      </progress>
    </div>
  );
};

/** The member's rank, figures and the way to the next rank (SPEC §3 `clubLabel.rankLevel`). */
export const VipStanding = ({ member, currency }: { member: VipMember; currency: string }) => {
  const { t, money } = useVipText();
  const amount = (value: string) => `${money(value)} ${currency}`;
  const { next } = member;
  return (
    <section aria-labelledby="vip-standing" className={`${styles.section} ${styles.standing}`}>
      <h2 id="vip-standing">{t('standing')}</h2>
      <dl className={styles.figures}>
        <div>
          <dt>{t('yourRank')}</dt>
          <dd className={styles.rankName}>{member.labelName}</dd>
        </div>
        <div>
          <dt>{t('deposits')}</dt>
          <dd>{amount(member.deposits)}</dd>
        </div>
        <div>
          <dt>{t('validBets')}</dt>
          <dd>{amount(member.validBets)}</dd>
        </div>
      </dl>
      {next ? (
        <>
          <h3>{t('next', { rank: next.labelName })}</h3>
          <Progress
            label={t('depositsProgress', { rank: next.labelName })}
            percent={next.depositsProgress}
            missing={amount(next.depositsMissing)}
          />
          <Progress
            label={t('validBetsProgress', { rank: next.labelName })}
            percent={next.validBetsProgress}
            missing={amount(next.validBetsMissing)}
          />
        </>
      ) : (
        <p>{t('top')}</p>
      )}
      {member.vipService && <p className={styles.service}>{t('vipService')}</p>}
    </section>
  );
};
