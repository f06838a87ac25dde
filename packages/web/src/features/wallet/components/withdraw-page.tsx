import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@his/shared/schemas/withdraw';
import { Button } from '@/components/ui/button.tsx';
import { MemberCenterActor } from '@/lib/actors.ts';
import { RecordResults } from '@/components/ui/record-results.tsx';
import { useRecordQuery } from '@/lib/use-record-query.ts';
import { formatAmount } from '../format.ts';
import { loadWithdrawals, type WithdrawalsAnswer, type WithdrawData } from '../wallet-data.ts';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalConfirmationDialog } from './withdrawal-confirmation-dialog.tsx';
import { WithdrawalList } from './withdrawal-list.tsx';
import styles from './wallet.module.css';

/**
 * The member center's withdraw page: limits and balances, the form (or what is missing for
 * it), and the player's withdrawals with their timelines and the receipt confirmation.
 */
export const WithdrawPage = ({ initial }: { initial: WithdrawData }) => {
  const { t } = useTranslation('memberCenter');
  const center = MemberCenterActor.useActorRef();
  const { cards } = initial;
  // The list's pages, and the balances with them, as the `recordQuery` chart asks for them:
  // only the answer of the query asked last shows. After a withdrawal the list shows its first
  // page (where the new one is), after an answer the page the player is on, both read again.
  const list = useRecordQuery<WithdrawalsAnswer, { page: number }>(
    { query: { page: initial.withdrawals.page }, first: initial },
    (query, signal) => loadWithdrawals(query.page, signal),
  );
  const { settings, serverNow } = list.latest;
  const [confirming, setConfirming] = useState<{ withdrawal: Withdrawal; key: string } | null>(
    null,
  );
  const toSecurityCenter = () => center.send({ type: 'center.choose', page: 'securityCenter' });

  // Amounts are followed by the currency; the count of withdrawals is not.
  const money = (amount: string) => `${formatAmount(amount)} ${settings.currency}`;
  const facts: [string, string][] = [
    [
      t('wallet.withdraw.perWithdrawal'),
      t('wallet.withdraw.range', {
        min: formatAmount(settings.minimumAmount),
        max: money(settings.maximumAmount),
      }),
    ],
    [
      t('wallet.withdraw.dailyCount'),
      t('wallet.withdraw.of', { used: settings.dailyCountUsed, limit: settings.dailyCountLimit }),
    ],
    [
      t('wallet.withdraw.dailyAmount'),
      t('wallet.withdraw.of', {
        used: formatAmount(settings.dailyAmountUsed),
        limit: money(settings.dailyAmountLimit),
      }),
    ],
    [t('wallet.withdraw.available'), money(settings.availableBalance)],
    [t('wallet.withdraw.pending'), money(settings.pendingAmount)],
    [t('wallet.withdraw.after'), money(settings.balanceAfterPending)],
  ];

  return (
    <div className={styles.wallet}>
      <section className={styles.section} aria-label={t('wallet.withdraw.limits')}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section}>
        {!settings.paymentPassword.set ? (
          <p>
            {t('wallet.withdraw.noPassword')}{' '}
            <Button variant="link" onClick={toSecurityCenter}>
              {t('wallet.withdraw.setPassword')}
            </Button>
          </p>
        ) : cards.length === 0 ? (
          <p>
            {t('wallet.withdraw.noCard')}{' '}
            <Button variant="link" onClick={toSecurityCenter}>
              {t('wallet.withdraw.addCard')}
            </Button>
          </p>
        ) : (
          <WithdrawForm cards={cards} onWithdrawn={() => list.filter({})} />
        )}
      </section>
      <RecordResults answer={list.answer} onRetry={list.retry}>
        {({ withdrawals }) => (
          <WithdrawalList
            withdrawals={withdrawals}
            onConfirm={(withdrawal) => setConfirming({ withdrawal, key: crypto.randomUUID() })}
            onPage={list.page}
          />
        )}
      </RecordResults>
      {confirming && confirming.withdrawal.deadline !== null && (
        <WithdrawalConfirmationDialog
          key={confirming.key}
          withdrawal={{
            id: confirming.withdrawal.id,
            amount: confirming.withdrawal.amount,
            deadline: confirming.withdrawal.deadline,
          }}
          serverNow={serverNow}
          answerKey={confirming.key}
          onClosed={() => {
            setConfirming(null);
            list.reload();
          }}
        />
      )}
    </div>
  );
};
