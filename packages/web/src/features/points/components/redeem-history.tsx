import type { RedeemList } from '@his/shared/schemas/points';
import { usePointsText } from '../use-points-text.ts';
import styles from './points.module.css';

/** The member's redemptions, newest first, with their status (SPEC §4). */
export const RedeemHistory = ({ history }: { history: RedeemList }) => {
  const { t, amount, moment, language } = usePointsText();
  return (
    <section aria-labelledby="point-history" className={styles.section}>
      <h2 id="point-history">{t('history.title')}</h2>
      {history.list.length === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('history.reward')}</th>
              <th scope="col">{t('history.points')}</th>
              <th scope="col">{t('history.status')}</th>
              <th scope="col">{t('history.time')}</th>
            </tr>
          </thead>
          <tbody>
            {history.list.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.rewardName[language]}</th>
                <td>{amount(row.points)}</td>
                <td>
                  <span className={styles.status} data-status={row.status}>
                    {t(`statuses.${row.status}`)}
                  </span>
                </td>
                <td>{moment(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};
