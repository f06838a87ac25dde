import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import type { ButtonVariant } from './button.tsx';
import { Button } from './button.tsx';
import styles from './later-note.module.css';

interface LaterNoteProps {
  /** The button's content (its accessible name). */
  children: ReactNode;
  /** What the button will do in a later release, said honestly. */
  note: string;
  variant?: ButtonVariant;
}

/**
 * A button for an entry whose feature arrives in a later release: pressing it toggles a short
 * note instead of pretending. Escape closes the note.
 */
export const LaterNote = ({ children, note, variant = 'ghost' }: LaterNoteProps) => {
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen((value) => !value)}
      >
        {children}
      </Button>
      <p id={noteId} role="status" className={styles.note} hidden={!open}>
        {open ? note : ''}
      </p>
    </span>
  );
};
