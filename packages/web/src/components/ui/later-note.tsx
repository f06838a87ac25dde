import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ButtonVariant } from './button.tsx';
import { Button } from './button.tsx';
import styles from './later-note.module.css';

interface LaterNoteProps {
  /** The button's content (its accessible name). */
  children: ReactNode;
  /** What the button will do in a later release, said honestly. */
  note: string;
  variant?: ButtonVariant;
  /**
   * Controlled use: whether the note shows and how to change that, and what a press does
   * instead of toggling it (an entry that first asks the session whether it may run).
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onPress?: () => void;
}

/**
 * A button for an entry whose feature arrives in a later release: pressing it toggles a short
 * note instead of pretending, with the way to customer service. Escape closes the note.
 */
export const LaterNote = ({
  children,
  note,
  variant = 'ghost',
  open: controlledOpen,
  onOpenChange,
  onPress,
}: LaterNoteProps) => {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <span
      className={styles.wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false);
      }}
    >
      <Button
        variant={variant}
        aria-expanded={open}
        aria-controls={noteId}
        onClick={onPress ?? (() => setOpen(!open))}
      >
        {children}
      </Button>
      <p id={noteId} role="status" className={styles.note} hidden={!open}>
        {open && (
          <>
            {note} <Link to="/helpmc#contact-us">{t('status.contactUs')}</Link>
          </>
        )}
      </p>
    </span>
  );
};
