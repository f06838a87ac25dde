import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { targetNameOf, type GameLaunchTag } from '@his/machines/game-launch';
import { Dialog } from '@/components/ui/dialog.tsx';
import { GameLaunchActor } from '@/lib/actors.ts';
import styles from './launch-choice.module.css';

interface LaunchChoiceDialogProps {
  /** The launch's tags while the choices load and while the player chooses. */
  loadingTag: GameLaunchTag;
  choosingTag: GameLaunchTag;
  /** The event that drops the launch (close button, Escape, backdrop). */
  closeEvent: 'popup.close' | 'rooms.close';
  /** The title, given the target's name. */
  title: (name: string) => string;
  loadingText: string;
  width: number;
  /** The choices once loaded, given the target's name. */
  children: (name: string) => ReactNode;
}

/**
 * A choice the game launch waits on (a vendor's games, a game's tables): open while the
 * launch chart loads the choices and while the player chooses; closing it drops the launch.
 */
export const LaunchChoiceDialog = ({
  loadingTag,
  choosingTag,
  closeEvent,
  title,
  loadingText,
  width,
  children,
}: LaunchChoiceDialogProps) => {
  const { t } = useTranslation();
  const launcher = GameLaunchActor.useActorRef();
  const open = GameLaunchActor.useSelector(
    (snapshot) => snapshot.hasTag(loadingTag) || snapshot.hasTag(choosingTag),
  );
  const loading = GameLaunchActor.useSelector((snapshot) => snapshot.hasTag(loadingTag));
  const name = GameLaunchActor.useSelector((snapshot) =>
    snapshot.context.target ? targetNameOf(snapshot.context.target) : '',
  );
  if (!open) return null;
  const close = () => launcher.send({ type: closeEvent });
  return (
    <Dialog
      title={title(name)}
      width={width}
      height={360}
      closeLabel={t('modal.close')}
      onDismiss={close}
      onClose={close}
    >
      {loading ? (
        <p className={styles.note} role="status">
          {loadingText}
        </p>
      ) : (
        children(name)
      )}
    </Dialog>
  );
};
