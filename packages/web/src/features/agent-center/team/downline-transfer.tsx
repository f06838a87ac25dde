import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AgentTeamMember,
  DownlineTransfer as Transfer,
} from '@his/shared/schemas/agent-center';
import type { TransferUplineBody } from '@his/shared/schemas/transfer';
import { TransferForm } from '@/features/transfer/components/transfer-form.tsx';
import { useMoney } from '@/features/transfer/use-money.ts';
import { AppActor, BalanceActor } from '@/lib/actors.ts';
import { callApi } from '@/lib/api.ts';

/** The platform's main wallet type (UPSTREAM.md §4.2). */
const mainWalletTypeId = 2;
import moneyForm from '@/components/ui/money-form.module.css';
import styles from './team.module.css';
import { useFocusOnShow } from './use-focus-on-show.ts';

/**
 * A transfer from the agent's wallet to a member of its team, with the payment password (the
 * transfer to upline's form and submission: one idempotency key per attempt). A transfer
 * refreshes the header balance and the team's page.
 */
export const DownlineTransfer = ({
  member,
  onTransferred,
}: {
  member: AgentTeamMember;
  onTransferred: () => void;
}) => {
  const { t } = useTranslation('agentCenter');
  const heading = useFocusOnShow<HTMLHeadingElement>();
  const { money } = useMoney();
  const app = AppActor.useActorRef();
  const wallet = BalanceActor.useSelector((snapshot) => snapshot.context.balance);
  // The main wallet's balance (the transfer leaves it), as the form compares it: in cents.
  const main = wallet?.balance.find((entry) => entry.accountTypeId === mainWalletTypeId);
  const [done, setDone] = useState<Transfer | null>(null);
  const send = (body: TransferUplineBody, idempotencyKey: string) =>
    callApi('agentTransferDownline', {
      body: { ...body, account: member.account },
      idempotencyKey,
    });
  return (
    <section
      className={styles.selected}
      aria-label={t('team.transferTo', { account: member.account })}
    >
      <h4 ref={heading} tabIndex={-1}>
        {t('team.transferTo', { account: member.account })}
      </h4>
      <TransferForm
        available={done?.balance ?? main?.availBalance.toFixed(2) ?? '0.00'}
        currency={wallet?.currency ?? ''}
        send={send}
        onTransferred={(transfer) => {
          setDone(transfer);
          app.send({ type: 'balance.refresh' });
          onTransferred();
        }}
      />
      {done && (
        <p role="status" className={moneyForm.done}>
          {t('team.transferred', {
            amount: money(done.amount),
            account: done.downline.account,
            balance: money(done.balance),
          })}
        </p>
      )}
    </section>
  );
};
