import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

/** Class names of a button look, for links that must look like buttons. */
export const buttonClass = (variant: ButtonVariant = 'secondary', extra?: string): string =>
  [styles.button, styles[variant], extra].filter(Boolean).join(' ');

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A button of at least 40 × 40 px (WCAG 2.5.8) that never submits a form by accident. */
export const Button = ({ variant, className, type = 'button', ...props }: ButtonProps) => (
  <button type={type} className={buttonClass(variant, className)} {...props} />
);
