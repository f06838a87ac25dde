import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ModalsActor } from '@/lib/actors.ts';

/**
 * The `in_need_true_account` warning (SPEC §8): the modals chart's `trialWarning` state, shown
 * when a trial account asked for something only a real account may do. An alert dialog with its
 * one confirm button (`in_increase_submit`); closing it tells whoever asked that it was read.
 */
export const TrialWarningDialog = () => {
  const { t } = useTranslation();
  const modals = ModalsActor.useActorRef();
  const open = ModalsActor.useSelector((snapshot) => snapshot.hasTag('trialWarning'));
  if (!open) return null;
  return (
    <Dialog
      title={t('trial.title')}
      role="alertdialog"
      onDismiss={(reason) => modals.send({ type: 'modal.dismiss', reason })}
    >
      <p>{t('trial.message')}</p>
      <div className="dialog-actions">
        <Button
          variant="primary"
          data-autofocus
          onClick={() => modals.send({ type: 'modal.close' })}
        >
          {t('trial.ok')}
        </Button>
      </div>
    </Dialog>
  );
};
