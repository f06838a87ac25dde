import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositOrder } from '@his/shared/schemas/deposit';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { useCountdown } from '../use-countdown.ts';
import { useFormats } from '../use-formats.ts';
import { OrderStatus } from './order-status.tsx';
import moneyForm from '@/components/ui/money-form.module.css';
import styles from './deposit.module.css';

interface OrderCardProps {
  order: DepositOrder;
  /** The house account of a bank transfer; null for other channels. */
  bankAccount: DepositChannel['bankAccount'];
  checking: boolean;
  error: string | null;
  onRefresh: () => void;
  onAgain: () => void;
}

const Countdown = ({ expiresAt }: { expiresAt: number }) => {
  const { t } = useTranslation('memberCenter');
  return (
    <p className={moneyForm.hint}>{t('deposit.expiresIn', { time: useCountdown(expiresAt) })}</p>
  );
};

/** The order on screen: its facts, where to pay while pending, its outcome once decided. */
export const OrderCard = ({
  order,
  bankAccount,
  checking,
  error,
  onRefresh,
  onAgain,
}: OrderCardProps) => {
  const { t } = useTranslation('memberCenter');
  const { money } = useFormats();
  const pending = order.status === 'pending';
  return (
    <section className={styles.card} aria-labelledby="deposit-order-title">
      <h4 id="deposit-order-title" className={styles.title}>
        {t('deposit.order')}
      </h4>
      <dl className={styles.facts}>
        <dt>{t('deposit.reference')}</dt>
        <dd data-testid="deposit-reference">{order.reference}</dd>
        <dt>{t('deposit.orderAmount')}</dt>
        <dd>{money(order.amount)}</dd>
        <dt>{t('deposit.channelName')}</dt>
        <dd>{order.channelName}</dd>
        <dt>{t('deposit.status')}</dt>
        <dd aria-live="polite">
          <OrderStatus status={order.status} />
        </dd>
      </dl>
      {pending && bankAccount && (
        <>
          <h5 className={styles.title}>{t('deposit.payTo')}</h5>
          <dl className={styles.facts}>
            <dt>{t('deposit.bankName')}</dt>
            <dd>{bankAccount.bankName}</dd>
            <dt>{t('deposit.accountName')}</dt>
            <dd>{bankAccount.accountName}</dd>
            <dt>{t('deposit.accountNumber')}</dt>
            <dd>{bankAccount.accountNumber}</dd>
          </dl>
        </>
      )}
      {order.status === 'pending' ? (
        <>
          <Countdown expiresAt={order.expiresAt} />
          <div className={moneyForm.actions}>
            <a
              className={buttonClass('primary')}
              href={order.payUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('deposit.pay')}
            </a>
            <Button onClick={onRefresh} disabled={checking}>
              {checking ? t('deposit.checking') : t('deposit.refresh')}
            </Button>
          </div>
          <p className={moneyForm.hint}>{t('deposit.payHint')}</p>
        </>
      ) : (
        <>
          <p role="status">
            {t(`deposit.outcomes.${order.status}`, { amount: money(order.amount) })}
          </p>
          {order.status === 'rejected' && order.reason && (
            <p className={moneyForm.hint}>{t('deposit.reason', { reason: order.reason })}</p>
          )}
          <div className={moneyForm.actions}>
            <Button variant="primary" onClick={onAgain}>
              {t('deposit.again')}
            </Button>
          </div>
        </>
      )}
      <FormFailure code={error} />
    </section>
  );
};
