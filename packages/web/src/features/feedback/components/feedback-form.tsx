import { useId, useState } from 'react';
import {
  checkProofImage,
  imageTypeOf,
  proofReadLimit,
} from '@his/machines/withdrawal-confirmation';
import { feedbackContentMax, feedbackContentMin, feedbackTypes } from '@his/shared/constants';
import type { FeedbackReceipt } from '@his/shared/schemas/feedback';
import { PlainFormSubmit } from '@/components/ui/plain-form-submit.tsx';
import { ProofImagesField } from '@/components/ui/proof-images-field.tsx';
import styles from '@/components/ui/plain-form.module.css';
import { base64Of } from '@/lib/base64.ts';
import { useCheckedSubmit } from '@/lib/form-issues.ts';
import { messageKey } from '@/lib/i18n.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { sendFeedback } from '../api/feedback.ts';
import { useFeedbackText } from '../use-feedback-text.ts';

interface ChosenImage {
  name: string;
  type: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

const range = { min: feedbackContentMin, max: feedbackContentMax };

/**
 * The feedback form (SPEC §5): a question type, the text and at most one image. The form checks
 * itself with the call's own body schema (the registry's, loaded with the API client's schemas:
 * "please enter content", "between … and …"), the image by its bytes (PNG or JPEG, at most 5 MB, the proofs' rule), and sends
 * through the `moneySubmission` chart: busy while sending, a repeat after no answer under the
 * same idempotency key (never stored twice), a refusal shown with its coded text.
 */
export const FeedbackForm = ({ onSent }: { onSent: (receipt: FeedbackReceipt) => void }) => {
  const { t, tSite } = useFeedbackText();
  const id = useId();
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const submission = useMoneySubmission(sendFeedback, onSent);
  const { issues, setIssues, onSubmit, failureOf } = useCheckedSubmit(
    ({ feedback }) =>
      feedback.body.safeParse({
        type,
        content,
        ...(image ? { image: base64Of(image.bytes) } : {}),
      }),
    submission.submit,
  );

  const onAdd = (name: string, bytes: Uint8Array) => {
    const refusal = checkProofImage(bytes);
    const kind = imageTypeOf(bytes);
    if (refusal !== null || kind === null) {
      setImageError(t(`imageErrors.${refusal ?? 'proof.type'}`));
      return;
    }
    setImageError(null);
    setImage({ name, type: kind, bytes });
  };

  const issueText = (field: string) => {
    const key = issues[field];
    return key === undefined ? null : tSite(messageKey(key), range);
  };
  const typeError = issueText('type');
  const contentError = issueText('content');

  return (
    <form className={styles.form} aria-label={t('form')} noValidate onSubmit={onSubmit}>
      <fieldset className={styles.fields} disabled={submission.busy}>
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>{t('type')}</label>
          <select
            id={`${id}-type`}
            className={styles.control}
            value={type}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${id}-type-error` : undefined}
            onChange={(event) => {
              setType(event.target.value);
              setIssues(({ type: _changed, ...rest }) => rest);
              submission.clearError();
            }}
          >
            <option value="">{t('choose')}</option>
            {feedbackTypes.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </select>
          {typeError && (
            <p id={`${id}-type-error`} className={styles.error}>
              {typeError}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-content`}>{t('content')}</label>
          <textarea
            id={`${id}-content`}
            className={styles.control}
            value={content}
            maxLength={feedbackContentMax + 50}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={`${id}-content-hint${contentError ? ` ${id}-content-error` : ''}`}
            onChange={(event) => {
              setContent(event.target.value);
              setIssues(({ content: _changed, ...rest }) => rest);
              submission.clearError();
            }}
          />
          <p id={`${id}-content-hint`} className={styles.hint}>
            {t('contentHint', range)}{' '}
            <span aria-live="polite">
              {t('counter', { count: content.trim().length, max: feedbackContentMax })}
            </span>
          </p>
          {contentError && (
            <p id={`${id}-content-error`} className={styles.error}>
              {contentError}
            </p>
          )}
        </div>
        <ProofImagesField
          legend={t('image')}
          hint={t('imageHint')}
          images={image ? [image] : []}
          readLimit={proofReadLimit}
          single
          addLabel={t('addImage')}
          removeLabel={(name) => t('removeImage', { name })}
          error={imageError}
          onRemove={() => setImage(null)}
          {...(image ? {} : { onAdd })}
        />
      </fieldset>
      <PlainFormSubmit
        failure={failureOf(submission.error)}
        busy={submission.busy}
        label={t('submit')}
        busyLabel={t('sending')}
      />
    </form>
  );
};
