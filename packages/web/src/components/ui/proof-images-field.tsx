import { useMemo, type ChangeEvent } from 'react';
import { Button } from './button.tsx';
import { FormAlert } from './form-failure.tsx';
import { base64Of } from '@/lib/base64.ts';
import styles from './proof-images-field.module.css';

/** A chosen image as the charts and forms keep it: its name, checked type and bytes. */
interface ChosenImage {
  name: string;
  type: string;
  bytes: Uint8Array;
}

interface ProofImagesFieldProps {
  legend: string;
  /** The rule in words (types, size, count). */
  hint: string;
  images: readonly ChosenImage[];
  /**
   * Called with each chosen file's first `readLimit` bytes: the caller checks them (by content)
   * and keeps or refuses the image. Without it the picker is not shown (nothing may be added).
   */
  onAdd?: (name: string, bytes: Uint8Array) => void;
  /** Without it the images show without their remove buttons. */
  onRemove?: (index: number) => void;
  /** How much of a file is read: one byte over the size limit refuses it unread beyond that. */
  readLimit: number;
  addLabel: string;
  removeLabel: (name: string) => string;
  /** The refusal of the last file, translated; null for none. */
  error: string | null;
  /** One image at most: the picker takes one file at a time. */
  single?: boolean;
  disabled?: boolean;
  /** The fieldset's own class (its frame in the form around it). */
  className?: string;
}

const Thumbnail = ({
  image,
  label,
  onRemove,
}: {
  image: ChosenImage;
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
 * The proof images of a form (a withdrawal's "not received" claim, a promotion application,
 * feedback): the chosen images as thumbnails with their remove buttons, a file picker (PNG and
 * JPEG) and the refusal of the last file. It reads the chosen files' bytes and hands them over;
 * the caller (a chart, or the form) checks them by content and keeps what it accepts.
 */
export const ProofImagesField = ({
  legend,
  hint,
  images,
  onAdd,
  onRemove,
  readLimit,
  addLabel,
  removeLabel,
  error,
  single = false,
  disabled = false,
  className,
}: ProofImagesFieldProps) => {
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    for (const file of files) {
      const bytes = new Uint8Array(await file.slice(0, readLimit).arrayBuffer());
      onAdd?.(file.name, bytes);
    }
  };
  return (
    <fieldset
      className={className ? `${styles.field} ${className}` : styles.field}
      disabled={disabled}
    >
      <legend>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      {images.length > 0 && (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <Thumbnail
              key={`${index}-${image.name}`}
              image={image}
              label={removeLabel(image.name)}
              {...(onRemove ? { onRemove: () => onRemove(index) } : {})}
            />
          ))}
        </ul>
      )}
      {onAdd && (
        <label className={styles.picker}>
          {addLabel}
          <input
            type="file"
            accept="image/png,image/jpeg"
            multiple={!single}
            onChange={(event) => void onFiles(event)}
          />
        </label>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </fieldset>
  );
};
