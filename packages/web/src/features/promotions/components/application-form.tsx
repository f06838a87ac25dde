import { useId, useMemo, type ChangeEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  imageReadLimit,
  type ApplicationImage,
  type promotionApplicationMachine,
} from '@his/machines/promotion-application';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert, FormFailure } from '@/components/ui/form-failure.tsx';
import { base64Of } from '@/lib/base64.ts';
import { usePromotionText } from '../use-promotion-text.ts';
import styles from './promotions.module.css';

type Actor = ActorRefFrom<typeof promotionApplicationMachine>;

const Thumbnail = ({
  image,
  label,
  onRemove,
}: {
  image: ApplicationImage;
  label: string;
  onRemove?: () => void;
}) => {
  // A data: URL (the site's CSP allows data: images, not blob:).
  const source = useMemo(() => `data:${image.type};base64,${base64Of(image.bytes)}`, [image]);
  return (
    <li className={styles.thumb}>
      <img src={source} alt={image.name} />
      {onRemove && (
        <Button variant="ghost" aria-label={label} onClick={onRemove}>
          ×
        </Button>
      )}
    </li>
  );
};

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

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    for (const file of files) {
      // The chart checks the bytes; an oversized file is refused from its first 5 MB + 1 byte.
      const bytes = new Uint8Array(await file.slice(0, imageReadLimit).arrayBuffer());
      actor.send({ type: 'image.add', name: file.name, bytes });
    }
  };

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
        <fieldset className={styles.images}>
          <legend>{t('form.images')}</legend>
          <p className={styles.muted}>{t('form.imageHint')}</p>
          <ul className={styles.thumbs}>
            {images.map((image, index) => (
              <Thumbnail
                key={`${index}-${image.name}`}
                image={image}
                label={t('form.removeImage', { name: image.name })}
                {...(editing
                  ? { onRemove: () => actor.send({ type: 'image.remove', index }) }
                  : {})}
              />
            ))}
          </ul>
          {editing && (
            <label className={styles.picker}>
              {t('form.addImage')}
              <input
                type="file"
                accept="image/png,image/jpeg"
                multiple
                onChange={(event) => void onFiles(event)}
              />
            </label>
          )}
          {imageError && <FormAlert>{t(`imageErrors.${imageError}`)}</FormAlert>}
        </fieldset>
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
