import type { InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Text of the field's error, already translated; linked with `aria-describedby`. */
  error?: string;
  /**
   * Compact fields (the header form) keep the label for assistive technology and show the
   * same words as placeholder.
   */
  compact?: boolean;
  /** Shown after the input inside the field (the captcha image button). */
  addon?: ReactNode;
  className?: string;
}

/** A labelled input with its error text next to it. */
export const TextField = ({
  label,
  error,
  compact = false,
  addon,
  className,
  ...input
}: TextFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={compact ? label : undefined}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
};
