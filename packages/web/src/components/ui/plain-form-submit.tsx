import { Button } from './button.tsx';
import { FormFailure } from './form-failure.tsx';
import styles from './plain-form.module.css';

/**
 * The end of a plain form (feedback, the agent application): the failure that belongs to no
 * field, then the submit button, disabled and marked busy while the form is being sent.
 */
export const PlainFormSubmit = ({
  failure,
  busy,
  label,
  busyLabel,
}: {
  failure: string | null;
  busy: boolean;
  label: string;
  busyLabel: string;
}) => (
  <>
    <FormFailure code={failure} />
    <div className={styles.actions}>
      <Button variant="primary" type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  </>
);
