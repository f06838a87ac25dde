import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@his/shared/schemas/deposit';
import styles from './deposit.module.css';

/** An order's status as a coloured pill (the word carries it; colour only repeats it). */
export const OrderStatus = ({ status }: { status: DepositStatus }) => {
  const { t } = useTranslation('memberCenter');
  return (
    <span className={`${styles.status} ${styles[status]}`} data-status={status}>
      {t(`deposit.statuses.${status}`)}
    </span>
  );
};
