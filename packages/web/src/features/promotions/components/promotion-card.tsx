import { Link } from 'react-router-dom';
import type { PromotionSummary } from '@his/shared/schemas/promotions';
import { buttonClass } from '@/components/ui/button.tsx';
import { pictureOf } from '../images.ts';
import { usePromotionText } from '../use-promotion-text.ts';
import styles from './promotions.module.css';

/** One promotion of the list: its picture, title, summary, schedule and the member's status. */
export const PromotionCard = ({ promotion }: { promotion: PromotionSummary }) => {
  const { t, pick, day } = usePromotionText();
  const title = pick(promotion.title);
  return (
    <li className={styles.card}>
      <img src={pictureOf(promotion.image)} alt="" width={640} height={280} />
      <div className={styles.cardBody}>
        <h2>{title}</h2>
        <p>{pick(promotion.summary)}</p>
        <p className={styles.muted}>
          {t('list.schedule', { start: day(promotion.startsAt), end: day(promotion.endsAt) })}
        </p>
        <div className={styles.cardFoot}>
          <span className={styles.badge} data-status={promotion.status}>
            {t(`statuses.${promotion.status}`)}
          </span>
          <Link
            className={buttonClass('secondary')}
            to={`/promoDetail?id=${promotion.id}`}
            aria-label={`${t('list.details')}: ${title}`}
          >
            {t('list.details')}
          </Link>
        </div>
      </div>
    </li>
  );
};
