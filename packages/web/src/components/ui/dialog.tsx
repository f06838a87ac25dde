import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button.tsx';
import styles from './dialog.module.css';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(focusableSelector));

type DismissReason = 'escape' | 'backdrop';

export interface DialogProps {
  /** Visible heading and accessible name. */
  title: string;
  children: ReactNode;
  /** Escape or a click on the backdrop; whether that closes anything is the caller's decision. */
  onDismiss: (reason: DismissReason) => void;
  /** Shows a close button when given. */
  onClose?: () => void;
  closeLabel?: string;
  /** Maximum width and minimum height in CSS pixels (the modal manager's 600 × 300 default). */
  width?: number;
  height?: number;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog (WCAG 2.2): labelled by its title, focus moved inside and trapped there, the
 * rest of the page inert, focus returned to the opener on close.
 */
export const Dialog = ({
  title,
  children,
  onDismiss,
  onClose,
  closeLabel,
  width,
  height,
  role = 'dialog',
}: DialogProps) => {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    const overlay = dialog?.parentElement;
    if (!dialog || !overlay) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const outside = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== overlay && !element.inert,
    );
    outside.forEach((element) => (element.inert = true));
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      focusablesIn(dialog).find((element) => !element.dataset.dialogClose) ??
      dialog;
    first.focus();

    return () => {
      outside.forEach((element) => (element.inert = false));
      document.body.style.overflow = previousOverflow;
      // The opener may be gone (a login replaces the header form); then focus lands on main.
      if (opener?.isConnected) opener.focus();
      else document.getElementById('main')?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onDismiss('escape');
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const items = focusablesIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that started and ended on the backdrop counts: selecting text inside the
    // dialog and releasing outside must not close it.
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onDismiss('backdrop');
    pressedOnBackdrop.current = false;
  };

  const size: Record<string, string> = {};
  if (width) size['--dialog-width'] = `${width}px`;
  if (height) size['--dialog-height'] = `${height}px`;

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
      data-testid="dialog-backdrop"
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        style={size}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {onClose && (
            <Button
              variant="ghost"
              className={styles.close}
              aria-label={closeLabel}
              data-dialog-close="true"
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </Button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
};
