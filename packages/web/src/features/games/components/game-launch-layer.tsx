import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { gameLaunchInApp } from '@his/machines/app';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { GameLaunchActor } from '@/lib/actors.ts';
import { useChunk } from '@/lib/use-chunk.ts';

type Snapshot = SnapshotFrom<typeof gameLaunchInApp>;

// A failed launch is rare: its message is a chunk of its own, mounted with the layer so that a
// failure that comes before it arrives shows once it is in (the chart holds the failure).
const loadFailure = () => import('./launch-failure.tsx').then((module) => module.LaunchFailure);

const Failure = () => {
  const failure = useChunk('game-launch-failure', loadFailure);
  return failure.status === 'ready' ? <failure.value /> : null;
};

const loadChoices = () => import('./launch-choices.tsx').then((module) => module.LaunchChoices);

const offersChoice = (snapshot: Snapshot) =>
  snapshot.hasTag('loadingPopup') ||
  snapshot.hasTag('choosingGame') ||
  snapshot.hasTag('loadingRooms') ||
  snapshot.hasTag('choosingRoom');

/** How the player leaves the choice on screen: the vendor's game popup or a game's room list. */
const closeEventOf = (snapshot: Snapshot) =>
  snapshot.hasTag('loadingRooms') || snapshot.hasTag('choosingRoom')
    ? ('rooms.close' as const)
    : ('popup.close' as const);

/**
 * The choice dialogs, downloaded the first time a launch offers a choice. While they are on
 * their way nothing shows (the click's own feedback is the dialog that follows); a failed
 * download says so while the choice lasts, with a retry, and closing it ends the choice.
 */
const Choices = ({ offered }: { offered: boolean }) => {
  const { t } = useTranslation();
  const launcher = GameLaunchActor.useActorRef();
  const closeEvent = GameLaunchActor.useSelector(closeEventOf);
  const choices = useChunk('game-launch-choices', loadChoices);
  if (choices.status === 'ready') return <choices.value />;
  if (choices.status === 'loading' || !offered) return null;
  return (
    <Dialog
      title={t('errors.network.error')}
      role="alertdialog"
      closeLabel={t('modal.close')}
      onDismiss={() => launcher.send({ type: closeEvent })}
    >
      <div className="dialog-actions">
        <Button variant="primary" data-autofocus onClick={choices.retry}>
          {t('status.retry')}
        </Button>
      </div>
    </Dialog>
  );
};

/**
 * What the app's game launch shows over any page: the game popup of VASSALAGE vendors and the
 * room list of PVP games (a chunk of their own: most visits never open one), and the launch
 * failure message.
 */
export const GameLaunchLayer = () => {
  const offered = GameLaunchActor.useSelector(offersChoice);
  // Once wanted, the choices stay mounted: each shows itself only in its own state.
  const [wanted, setWanted] = useState(false);
  if (offered && !wanted) setWanted(true);
  return (
    <>
      {wanted && <Choices offered={offered} />}
      <Failure />
    </>
  );
};
