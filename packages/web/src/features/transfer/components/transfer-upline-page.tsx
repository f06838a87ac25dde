import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferUplineInfo, UplineTransfer } from '@his/shared/schemas/transfer';
import { Button } from '@/components/ui/button.tsx';
import { AppActor, MemberCenterActor } from '@/lib/actors.ts';
import { transferUpline } from '../api/transfer-upline.ts';
import { useMoney } from '../use-money.ts';
import { TransferForm } from './transfer-form.tsx';
import moneyForm from '@/components/ui/money-form.module.css';
import styles from './transfer.module.css';

/**
 * The member center's transfer to upline: whom to and the available balance, the form (or why
 * the member may not transfer, or that the payment password is missing), and the last transfer.
 * A transfer refreshes the header balance once, through the app chart.
 */
export const TransferUplinePage = ({ initial }: { initial: TransferUplineInfo }) => {
  const { t } = useTranslation('memberCenter');
  const { money } = useMoney();
  const app = AppActor.useActorRef();
  const center = MemberCenterActor.useActorRef();
  const [info, setInfo] = useState(initial);
  const [done, setDone] = useState<UplineTransfer | null>(null);

  if (!info.allowed || !info.upline) {
    return (
      <p className={styles.refusal} role="note">
        {t(`transfer.notAllowed.${info.refusal ?? 'noUpline'}`)}
      </p>
    );
  }
  const onTransferred = (transfer: UplineTransfer) => {
    setDone(transfer);
    setInfo((current) => ({ ...current, availableBalance: transfer.balance }));
    app.send({ type: 'balance.refresh' });
  };
  return (
    <div className={moneyForm.page}>
      <dl className={moneyForm.facts}>
        <div>
          <dt>{t('transfer.upline')}</dt>
          <dd>
            {info.upline.nickname} ({info.upline.account})
          </dd>
        </div>
        <div>
          <dt>{t('transfer.available')}</dt>
          <dd>
            {money(info.availableBalance)} {info.currency}
          </dd>
        </div>
      </dl>
      {info.paymentPasswordSet ? (
        <TransferForm
          available={info.availableBalance}
          currency={info.currency}
          send={transferUpline}
          onTransferred={onTransferred}
        />
      ) : (
        <p>
          {t('transfer.noPassword')}{' '}
          <Button
            variant="link"
            onClick={() => center.send({ type: 'center.choose', page: 'securityCenter' })}
          >
            {t('transfer.setPassword')}
          </Button>
        </p>
      )}
      {done && (
        <p role="status" className={moneyForm.done}>
          {t('transfer.done', {
            amount: money(done.amount),
            upline: done.upline.nickname,
            balance: money(done.balance),
          })}
        </p>
      )}
    </div>
  );
};
