import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nicknameProblem, type NicknameProblem } from '@his/shared/schemas/profile';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { useMoneySubmission } from '@/lib/use-money-submission.ts';
import { changeNickname } from '../api/profile.ts';
import { fieldOf } from '../validation.ts';
import { WalletFailure } from './wallet-failure.tsx';
import styles from './wallet.module.css';

/**
 * Changes the nickname: checked as the upstream checks it (2–20 letters or digits, single
 * separators, trimmed); the platform answers the member info, which the session takes
 * (`member.changed`), so the header shows the new nickname at once.
 */
export const NicknameSection = () => {
  const { t } = useTranslation('memberCenter');
  const session = SessionActor.useActorRef();
  const [problem, setProblem] = useState<NicknameProblem | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useMoneySubmission(
    (nickname: string) => changeNickname(nickname),
    (member) => {
      formRef.current?.reset();
      setSaved(member.nickname);
      session.send({ type: 'member.changed', member });
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nickname = fieldOf(new FormData(event.currentTarget), 'nickname').trim();
    const found = nicknameProblem(nickname);
    setProblem(found);
    setSaved(null);
    if (found === null) void submission.submit(nickname);
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('profile.nickname.save')}
    >
      <TextField
        name="nickname"
        label={t('profile.nickname.label')}
        maxLength={40}
        autoComplete="nickname"
        placeholder={t('profile.nickname.hint')}
        error={problem ? t(`profile.nickname.${problem}`) : undefined}
      />
      <Button
        type="submit"
        variant="primary"
        disabled={submission.busy}
        aria-busy={submission.busy}
      >
        {t('profile.nickname.save')}
      </Button>
      <WalletFailure error={submission.error} />
      {saved !== null && (
        <p role="status" className={styles.notice}>
          {t('profile.nickname.saved', { nickname: saved })}
        </p>
      )}
    </form>
  );
};
