import type { PointConfig } from '@his/shared/schemas/points';
import { isNamedCategory } from '../category-name.ts';
import { usePointsText } from '../use-points-text.ts';
import styles from './points.module.css';

/** SPEC §9: points per 1.00 of valid bet in each category that earns any. */
export const RatesTable = ({ rates }: { rates: PointConfig['rates'] }) => {
  const { t } = usePointsText();
  return (
    <section aria-labelledby="point-rates" className={styles.section}>
      <h2 id="point-rates">{t('rates.title')}</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('rates.category')}</th>
            <th scope="col">{t('rates.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.category}>
              <th scope="row">
                {isNamedCategory(rate.category) ? t(`categories.${rate.category}`) : rate.category}
              </th>
              <td>{rate.rate}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
