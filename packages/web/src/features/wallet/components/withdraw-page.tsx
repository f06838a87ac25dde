import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@his/shared/schemas/withdraw';
import { Button } from '@/components/ui/button.tsx';
import { MemberCenterActor } from '@/lib/actors.ts';
import { withdrawSettings } from '../api/withdraw-settings.ts';
import { formatAmount } from '../format.ts';
import { loadWithdrawals, type WithdrawData } from '../wallet-data.ts';
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
  const [data, setData] = useState(initial);
  const [confirming, setConfirming] = useState<{ withdrawal: Withdrawal; key: string } | null>(
    null,
  );
  // Only the latest read shows: a slower answer to an earlier page or refresh is dropped.
  const reads = useRef(0);
  const { settings, cards } = data;
  /** The withdrawals' page `page` (the last there is when it is gone); a failed read keeps the last. */
  const showPage = (page: number) => {
    const read = ++reads.current;
    void loadWithdrawals(page).then(
      (withdrawals) => {
        if (read === reads.current) setData((current) => ({ ...current, ...withdrawals }));
      },
      () => undefined,
    );
  };
  /**
   * After a withdrawal (the first page, where it is) or an answer (the page the player is on):
   * balances and the list again. A failed read keeps the last.
   */
  const refresh = (page: number) => {
    const read = ++reads.current;
    void Promise.all([withdrawSettings(), loadWithdrawals(page)]).then(
      ([fresh, withdrawals]) => {
        if (read === reads.current)
          setData((current) => ({ ...current, settings: fresh, ...withdrawals }));
      },
      () => undefined,
    );
  };
  const toSecurityCenter = () =>
    center.send({ type: 'memberCenter.choose', page: 'securityCenter' });

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
          <WithdrawForm cards={cards} onWithdrawn={() => refresh(1)} />
        )}
      </section>
      <WithdrawalList
        withdrawals={data.withdrawals}
        onConfirm={(withdrawal) => setConfirming({ withdrawal, key: crypto.randomUUID() })}
        onPage={showPage}
      />
      {confirming && confirming.withdrawal.deadline !== null && (
        <WithdrawalConfirmationDialog
          key={confirming.key}
          withdrawal={{
            id: confirming.withdrawal.id,
            amount: confirming.withdrawal.amount,
            deadline: confirming.withdrawal.deadline,
          }}
          serverNow={data.serverNow}
          answerKey={confirming.key}
          onClosed={() => {
            setConfirming(null);
            refresh(data.withdrawals.page);
          }}
        />
      )}
    </div>
  );
};
