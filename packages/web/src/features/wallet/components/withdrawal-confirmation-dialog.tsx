import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import {
  proofReadLimit,
  type ConfirmationOutcome,
  type PendingWithdrawal,
} from '@his/machines/withdrawal-confirmation';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { FormAlert, FormFailure } from '@/components/ui/form-failure.tsx';
import { ProofImagesField } from '@/components/ui/proof-images-field.tsx';
import { formatAmount, formatCountdown } from '../format.ts';
import { useWithdrawalConfirmation } from '../withdrawal-confirmation.actor.ts';
import styles from './wallet.module.css';

interface WithdrawalConfirmationDialogProps {
  withdrawal: PendingWithdrawal;
  /** The server's clock now (its `now` at load plus the time since), for the countdown. */
  serverNow: () => number;
  /** A random key made when the dialog opened: its answers' idempotency keys derive from it. */
  answerKey: string;
  onClosed: (outcome: ConfirmationOutcome) => void;
}

/**
 * The player's answer to a released withdrawal (machine `withdrawalConfirmation`): the time left
 * by the server's clock, received or not received with 1–3 proof images, and how it settled.
 * It shows the chart's state and sends what the player did; the chart decides.
 */
export const WithdrawalConfirmationDialog = ({
  withdrawal,
  serverNow,
  answerKey,
  onClosed,
}: WithdrawalConfirmationDialogProps) => {
  const { t } = useTranslation('memberCenter');
  const { t: tSite } = useTranslation();
  const actor = useWithdrawalConfirmation(
    { withdrawal, serverNow: serverNow(), answerKey },
    onClosed,
  );
  const snapshot = useSelector(actor, (state) => state);
  const { remainingMs, proofs, proofError, error } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const failed = snapshot.hasTag('failed');

  // A hidden tab's timers are throttled: when it shows again the chart recomputes the time left.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        actor.send({ type: 'countdown.sync', serverNow: serverNow() });
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [actor, serverNow]);

  const close = () => actor.send({ type: 'dialog.close' });
  const inProof = snapshot.matches({ open: { answer: 'proof' } });
  const uploadStage =
    inProof ||
    snapshot.matches({ open: { answer: 'uploading' } }) ||
    snapshot.matches({ open: { answer: 'uploadFailed' } });

  return (
    <Dialog
      title={t('wallet.confirmation.title')}
      closeLabel={tSite('modal.close')}
      onClose={close}
      onDismiss={close}
      width={520}
    >
      <div className={styles.confirmation}>
        <p>{t('wallet.confirmation.amount', { amount: formatAmount(withdrawal.amount) })}</p>
        {snapshot.hasTag('answered') && (
          <p role="status">
            {snapshot.matches('confirmed')
              ? t('wallet.confirmation.confirmed')
              : t('wallet.confirmation.underReview')}
          </p>
        )}
        {snapshot.hasTag('forced') && <FormAlert>{t('wallet.confirmation.forced')}</FormAlert>}
        {snapshot.matches('notAwaiting') && (
          <p role="status">{t('wallet.confirmation.notAwaiting')}</p>
        )}
        {snapshot.matches('open') && (
          <>
            <p className={styles.countdown} aria-live="off">
              {t('wallet.confirmation.timeLeft', { time: formatCountdown(remainingMs) })}
            </p>
            {snapshot.matches({ open: { answer: 'choosing' } }) && (
              <>
                <p>{t('wallet.confirmation.question')}</p>
                <div className={styles.actions}>
                  <Button
                    variant="primary"
                    onClick={() => actor.send({ type: 'receipt.received' })}
                  >
                    {t('wallet.confirmation.received')}
                  </Button>
                  <Button onClick={() => actor.send({ type: 'receipt.notReceived' })}>
                    {t('wallet.confirmation.notReceived')}
                  </Button>
                </div>
              </>
            )}
            {uploadStage && (
              <ProofImagesField
                className={styles.proofs}
                disabled={busy}
                legend={t('wallet.confirmation.proofs')}
                hint={t('wallet.confirmation.proofHint')}
                images={proofs}
                readLimit={proofReadLimit}
                addLabel={t('wallet.confirmation.addProof')}
                removeLabel={(name) => t('wallet.confirmation.removeProof', { name })}
                error={proofError ? t(`wallet.proofErrors.${proofError}`) : null}
                onRemove={(index) => actor.send({ type: 'proof.remove', index })}
                {...(inProof
                  ? {
                      onAdd: (name: string, bytes: Uint8Array) =>
                        actor.send({ type: 'proof.add', name, bytes }),
                    }
                  : {})}
              />
            )}
            <FormFailure code={failed ? error : null} />
            <div className={styles.actions}>
              {inProof && (
                <Button variant="primary" onClick={() => actor.send({ type: 'proof.submit' })}>
                  {t('wallet.confirmation.submit')}
                </Button>
              )}
              {busy && (
                <Button variant="primary" aria-busy="true" disabled>
                  {t('wallet.confirmation.sending')}
                </Button>
              )}
              {failed && (
                <Button variant="primary" onClick={() => actor.send({ type: 'retry' })}>
                  {t('wallet.confirmation.retry')}
                </Button>
              )}
              {(inProof || snapshot.matches({ open: { answer: 'uploadFailed' } })) && (
                <Button onClick={() => actor.send({ type: 'proof.back' })}>
                  {t('wallet.confirmation.back')}
                </Button>
              )}
            </div>
          </>
        )}
        {!snapshot.matches('open') && (
          <div className={styles.actions}>
            <Button variant="primary" onClick={close}>
              {t('wallet.confirmation.done')}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
};
