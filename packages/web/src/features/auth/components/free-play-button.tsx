import { useTranslation } from 'react-i18next';
import type { ButtonVariant } from '@/components/ui/button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { errorKey } from '@/lib/i18n.ts';
import { useFreePlay } from '../free-play.actor.ts';
import styles from './free-play-button.module.css';

interface FreePlayButtonProps {
  label: string;
  variant: ButtonVariant;
}

const FreePlayButton = ({ label, variant }: FreePlayButtonProps) => {
  const { t } = useTranslation();
  const play = useFreePlay();
  return (
    <span className={styles.wrapper}>
      <Button
        variant={variant}
        aria-disabled={play.submitting}
        onClick={() => {
          if (!play.submitting) play.start();
        }}
      >
        {play.submitting ? t('freePlay.starting') : label}
      </Button>
      {play.error && (
        <span role="alert" className={styles.failure}>
          {t(errorKey(play.error))}
        </span>
      )}
    </span>
  );
};

/** The header's "Free demo" button (shown only with FREEPLAY3). */
export const FreeDemoButton = () => {
  const { t } = useTranslation();
  return <FreePlayButton label={t('auth.freeDemo')} variant="ghost" />;
};

/** The login modal's free-trial link (shown only with FREEPLAY3). */
export const FreePlayLink = () => {
  const { t } = useTranslation();
  return (
    <p>
      <FreePlayButton label={t('auth.freeTrial')} variant="link" />
    </p>
  );
};
