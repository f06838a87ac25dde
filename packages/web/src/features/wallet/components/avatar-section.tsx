import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageTypeOf } from '@his/machines/withdrawal-confirmation';
import {
  maxAvatarBytes,
  staticAvatarCount,
  type MemberIcon,
  type SetAvatarBody,
} from '@his/shared/schemas/profile';
import { FormAlert } from '@/components/ui/form-failure.tsx';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { memberIcon, setAvatar } from '../api/profile.ts';
import { base64Of } from '@/lib/base64.ts';
import { AvatarImage, staticAvatarUrl } from './avatar-image.tsx';
import { WalletFailure } from './wallet-failure.tsx';
import styles from './wallet.module.css';

const numbers = Array.from({ length: staticAvatarCount }, (_, index) => String(index));

/**
 * The avatar: one of the numbered static pictures, or an uploaded PNG or JPEG of at most 1 MB.
 * The browser reads at most 1 MB + 1 byte and checks the signature (the same check as the
 * withdrawal proofs') before sending; the platform checks the whole image by its bytes again.
 */
export const AvatarSection = ({
  icon,
  onIcon,
}: {
  icon: MemberIcon;
  onIcon: (icon: MemberIcon) => void;
}) => {
  const { t } = useTranslation('memberCenter');
  const [fileProblem, setFileProblem] = useState<'notImage' | 'tooBig' | null>(null);
  const [saved, setSaved] = useState(false);
  const submission = useMoneySubmission(
    async (body: SetAvatarBody) => {
      await setAvatar(body);
      return memberIcon();
    },
    (next) => {
      setSaved(true);
      onIcon(next);
    },
  );
  const choose = (body: SetAvatarBody) => {
    setFileProblem(null);
    setSaved(false);
    void submission.submit(body);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const bytes = new Uint8Array(await file.slice(0, maxAvatarBytes + 1).arrayBuffer());
    setSaved(false);
    if (imageTypeOf(bytes) === null) return setFileProblem('notImage');
    if (bytes.byteLength > maxAvatarBytes) return setFileProblem('tooBig');
    choose({ avatarType: 'CUSTOM', image: base64Of(bytes) });
  };

  return (
    <section className={styles.section} aria-labelledby="wallet-avatar">
      <h4 id="wallet-avatar">{t('profile.avatar.title')}</h4>
      <AvatarImage icon={icon} label={t('profile.avatar.current')} />
      <fieldset className={styles.avatarChoices}>
        <legend>{t('profile.avatar.choose')}</legend>
        {numbers.map((number) => {
          const current = icon.avatarType === 'STATIC' && icon.avatar === number;
          return (
            <button
              key={number}
              type="button"
              className={styles.avatarChoice}
              aria-pressed={current}
              disabled={submission.busy}
              onClick={() => choose({ avatarType: 'STATIC', avatar: number })}
            >
              <img
                src={staticAvatarUrl(number)}
                alt={t('profile.avatar.option', { number: Number(number) + 1 })}
                width={44}
                height={44}
              />
            </button>
          );
        })}
      </fieldset>
      {/* The browser's own file button speaks its own language: a labelled one in ours instead. */}
      <label className={styles.upload} data-busy={submission.busy || undefined}>
        {t('profile.avatar.upload')}
        <input
          type="file"
          className="visually-hidden"
          accept="image/png,image/jpeg"
          disabled={submission.busy}
          onChange={(event) => void onFile(event)}
        />
      </label>
      <p className={styles.hint}>{t('profile.avatar.uploadHint')}</p>
      {fileProblem && <FormAlert>{t(`profile.avatar.${fileProblem}`)}</FormAlert>}
      <WalletFailure error={submission.error} />
      {saved && (
        <p role="status" className={styles.notice}>
          {t('profile.avatar.saved')}
        </p>
      )}
    </section>
  );
};
