import { useTranslation } from 'react-i18next';
import type { ConflictingContract } from '@his/shared/schemas/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import styles from './contracts.module.css';
import { partyName, useContractText } from './use-contract-text.ts';

interface ConflictDialogProps {
  /** The contracts the change would end, as the platform named them. */
  conflicts: readonly ConflictingContract[];
  onConfirm: () => void;
  /** "Keep them", the close button, Escape and the backdrop. */
  onCancel: () => void;
}

/**
 * The conflict rule's confirmation (SPEC §4): a change that would end contracts below is sent
 * again only once the agent read which (kind, upline → downline, top rate) and agreed. Focus
 * starts on "keep them", the choice that ends nothing.
 */
export const ConflictDialog = ({ conflicts, onConfirm, onCancel }: ConflictDialogProps) => {
  const { t } = useContractText();
  const { t: tSite } = useTranslation();
  return (
    <Dialog
      title={t('contracts.conflict.title')}
      role="alertdialog"
      onDismiss={onCancel}
      onClose={onCancel}
      closeLabel={tSite('modal.close')}
      width={520}
    >
      <div className={styles.conflictBody} data-testid="conflict-dialog">
        <p>{t('contracts.conflict.intro')}</p>
        <ul className={styles.conflicts}>
          {conflicts.map((conflict) => (
            <li key={conflict.id} data-testid={`conflict-item-${conflict.id}`}>
              {t('contracts.conflict.item', {
                kind: t(`contracts.kinds.${conflict.kind}`),
                upline: partyName(conflict.upline),
                downline: partyName(conflict.downline),
                rate: conflict.topRate,
              })}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button variant="primary" data-testid="conflict-confirm" onClick={onConfirm}>
            {t('contracts.conflict.confirm')}
          </Button>
          <Button data-autofocus="true" data-testid="conflict-cancel" onClick={onCancel}>
            {t('contracts.conflict.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
};
