import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useDeposit } from '../deposit.actor.ts';
import type { DepositStart } from '../load-deposit-page.ts';
import { AmountForm } from './amount-form.tsx';
import { ChannelPicker } from './channel-picker.tsx';
import { OrderCard } from './order-card.tsx';
import { RecentOrders } from './recent-orders.tsx';
import styles from './deposit.module.css';

/**
 * The deposit page (depositv2): channels with their limits, the amount, the order and its
 * status, the latest orders. It shows what the deposit chart holds and sends what the player did.
 */
export const DepositFlow = ({ start }: { start: DepositStart }) => {
  const { t } = useTranslation('memberCenter');
  const deposit = useDeposit(start);
  const snapshot = useSelector(deposit, (current) => current);
  const { settings, channelId, amountProblem, error, order, recent } = snapshot.context;
  const channel = settings.channels.find((known) => known.id === channelId) ?? null;
  const busy = snapshot.hasTag('busy');

  return (
    <div className={styles.flow}>
      <h3 className={styles.title}>{t('pages.depositv2')}</h3>
      {snapshot.matches('closed') && <p role="status">{t('deposit.closed')}</p>}
      {order ? (
        <OrderCard
          order={order}
          bankAccount={order.channelKind === 'bank' ? (channel?.bankAccount ?? null) : null}
          checking={snapshot.hasTag('checking')}
          error={error}
          onRefresh={() => deposit.send({ type: 'order.refresh' })}
          onAgain={() => deposit.send({ type: 'deposit.again' })}
        />
      ) : (
        !snapshot.matches('closed') && (
          <>
            <ChannelPicker
              channels={settings.channels}
              chosen={channelId}
              disabled={busy}
              onChoose={(id) => deposit.send({ type: 'deposit.choose', channelId: id })}
            />
            {channel && (
              <AmountForm
                channel={channel}
                currency={settings.currency}
                problem={amountProblem}
                error={error}
                busy={busy}
                onSubmit={(amount) => deposit.send({ type: 'deposit.submit', amount })}
              />
            )}
          </>
        )
      )}
      <RecentOrders orders={recent} />
    </div>
  );
};
