import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { runUiAction, useUiAction } from '@/lib/ui-actions.ts';

/**
 * The `in_need_true_account` warning (SPEC §8): a trial account asked for something only a
 * real account may do. An alert dialog with its one confirm button (`in_increase_submit`).
 */
export const TrialWarningDialog = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useUiAction('trialWarning', () => setOpen(true));
  if (!open) return null;
  const close = () => {
    setOpen(false);
    // Whoever asked for the warning (a game launch waits on it) learns it was read.
    runUiAction('trialWarningClosed');
  };
  return (
    <Dialog title={t('trial.title')} role="alertdialog" onDismiss={close}>
      <p>{t('trial.message')}</p>
      <div className="dialog-actions">
        <Button variant="primary" data-autofocus onClick={close}>
          {t('trial.ok')}
        </Button>
      </div>
    </Dialog>
  );
};
