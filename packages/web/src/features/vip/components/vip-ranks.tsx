import type { VipRank } from '@his/shared/schemas/vip';
import { useVipText } from './use-vip-text.ts';
import styles from './vip.module.css';

interface VipRanksProps {
  ranks: readonly VipRank[];
  currency: string;
  /** The member's rank level, marked in the list; null for a visitor. */
  current: number | null;
}

/** Every rank with its thresholds and benefits, one card each (a column on a phone). */
export const VipRanks = ({ ranks, currency, current }: VipRanksProps) => {
  const { t, money } = useVipText();
  const amount = (value: string) => `${money(value)} ${currency}`;
  return (
    <section aria-labelledby="vip-ranks" className={styles.section}>
      <h2 id="vip-ranks">{t('ranks')}</h2>
      <p className={styles.muted}>{t('rule')}</p>
      <ol className={styles.ranks}>
        {ranks.map((rank) => (
          <li
            key={rank.rankLevel}
            className={styles.rank}
            aria-current={rank.rankLevel === current ? 'true' : undefined}
          >
            <h3>
              {rank.labelName}
              {rank.rankLevel === current && <span className={styles.badge}>{t('current')}</span>}
            </h3>
            <dl>
              <div>
                <dt>{t('rank.minDeposits')}</dt>
                <dd>{amount(rank.minDeposits)}</dd>
              </div>
              <div>
                <dt>{t('rank.minValidBets')}</dt>
                <dd>{amount(rank.minValidBets)}</dd>
              </div>
              <div>
                <dt>{t('rank.rebateBoost')}</dt>
                <dd>
                  {rank.rebateBoostPercent === '0.00'
                    ? t('rank.none')
                    : t('rank.rebateBoostValue', { percent: rank.rebateBoostPercent })}
                </dd>
              </div>
              <div>
                <dt>{t('rank.withdraw')}</dt>
                <dd>
                  {t('rank.withdrawValue', {
                    amount: amount(rank.dailyWithdrawLimit),
                    count: rank.dailyWithdrawCount,
                  })}
                </dd>
              </div>
              <div>
                <dt>{t('rank.birthday')}</dt>
                <dd>
                  {rank.birthdayBonus === '0.00' ? t('rank.none') : amount(rank.birthdayBonus)}
                </dd>
              </div>
              <div>
                <dt>{t('rank.service')}</dt>
                <dd>{rank.vipService ? t('rank.yes') : t('rank.no')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
};
