import { useId } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  imageReadLimit,
  type promotionApplicationMachine,
} from '@his/machines/promotion-application';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert, FormFailure } from '@/components/ui/form-failure.tsx';
import { ProofImagesField } from '@/components/ui/proof-images-field.tsx';
import { usePromotionText } from '../use-promotion-text.ts';
import styles from './promotions.module.css';

type Actor = ActorRefFrom<typeof promotionApplicationMachine>;

/**
 * The activity application (machine `promotionApplication`, SPEC §5, §9): the remark with its
 * count, and up to 3 images. The form only reads the chosen files' bytes and sends them; the
 * chart checks them (png or jpeg by content, at most 5 MB, at most 3) and the remark.
 */
export const ApplicationForm = ({ actor }: { actor: Actor }) => {
  const { t } = usePromotionText();
  const remarkId = useId();
  const snapshot = useSelector(actor, (state) => state);
  const { remark, images, remarkError, imageError, error } = snapshot.context;
  const editing = snapshot.matches('editing');
  const busy = snapshot.hasTag('busy');

  return (
    <form
      className={styles.panel}
      aria-label={t('form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'application.submit' });
      }}
    >
      <h2>{t('form.title')}</h2>
      <fieldset className={styles.images} disabled={!editing}>
        <div className={styles.field}>
          <label htmlFor={remarkId}>{t('form.remark')}</label>
          <textarea
            id={remarkId}
            className={styles.remark}
            value={remark}
            aria-invalid={remarkError ? true : undefined}
            aria-describedby={`${remarkId}-hint`}
            onChange={(event) => actor.send({ type: 'remark.change', remark: event.target.value })}
          />
          <p id={`${remarkId}-hint`} className={styles.muted}>
            {t('form.remarkHint')}{' '}
            <span aria-live="polite">{t('form.counter', { count: remark.trim().length })}</span>
          </p>
          {remarkError && <FormAlert>{t(`remarkErrors.${remarkError}`)}</FormAlert>}
        </div>
        <ProofImagesField
          className={styles.images}
          legend={t('form.images')}
          hint={t('form.imageHint')}
          images={images}
          readLimit={imageReadLimit}
          addLabel={t('form.addImage')}
          removeLabel={(name) => t('form.removeImage', { name })}
          error={imageError ? t(`imageErrors.${imageError}`) : null}
          {...(editing
            ? {
                onAdd: (name: string, bytes: Uint8Array) =>
                  actor.send({ type: 'image.add', name, bytes }),
                onRemove: (index: number) => actor.send({ type: 'image.remove', index }),
              }
            : {})}
        />
      </fieldset>
      <FormFailure code={snapshot.hasTag('failed') ? error : null} />
      <div className={styles.actions}>
        {editing && (
          <Button variant="primary" type="submit">
            {t('form.submit')}
          </Button>
        )}
        {busy && (
          <Button variant="primary" aria-busy="true" disabled>
            {t('form.sending')}
          </Button>
        )}
        {snapshot.matches('uploadFailed') && (
          <>
            <Button variant="primary" onClick={() => actor.send({ type: 'retry' })}>
              {t('form.retry')}
            </Button>
            <Button onClick={() => actor.send({ type: 'application.edit' })}>
              {t('form.edit')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
};
