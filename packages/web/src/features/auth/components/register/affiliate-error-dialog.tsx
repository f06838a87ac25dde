import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';

interface AffiliateErrorDialogProps {
  onClose: () => void;
}

/**
 * "Invitation code error" (SPEC §7: the affiliate check failed): an alert dialog over the
 * register modal; OK, Escape and the backdrop all close it and return to the form.
 */
export const AffiliateErrorDialog = ({ onClose }: AffiliateErrorDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog
      role="alertdialog"
      title={t('register.affiliateErrorTitle')}
      height={160}
      width={420}
      onDismiss={onClose}
    >
      <p>{t('register.affiliateErrorText')}</p>
      <Button variant="primary" data-autofocus onClick={onClose}>
        {t('register.ok')}
      </Button>
    </Dialog>
  );
};
