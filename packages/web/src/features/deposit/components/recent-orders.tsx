import { useTranslation } from 'react-i18next';
import type { DepositOrder } from '@his/shared/schemas/deposit';
import { useFormats } from '../use-formats.ts';
import { OrderStatus } from './order-status.tsx';
import moneyForm from '@/components/ui/money-form.module.css';
import styles from './deposit.module.css';

/** The member's latest orders with their statuses, newest first. */
export const RecentOrders = ({ orders }: { orders: readonly DepositOrder[] }) => {
  const { t } = useTranslation('memberCenter');
  const { money, time } = useFormats();
  return (
    <section aria-labelledby="deposit-recent-title">
      <h4 id="deposit-recent-title" className={styles.title}>
        {t('deposit.recent')}
      </h4>
      {orders.length === 0 ? (
        <p className={moneyForm.hint}>{t('deposit.noRecent')}</p>
      ) : (
        <ul className={styles.orders} aria-labelledby="deposit-recent-title">
          {orders.map((order) => (
            <li key={order.id} className={styles.orderRow} data-reference={order.reference}>
              <span>
                <span>{order.reference}</span>
                <span className={moneyForm.hint}>
                  {order.channelName} · {time(order.createdAt)}
                </span>
              </span>
              <span className={styles.amount}>{money(order.amount)}</span>
              <OrderStatus status={order.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
