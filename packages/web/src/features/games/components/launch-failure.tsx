import { useTranslation } from 'react-i18next';
import { targetNameOf } from '@his/machines/game-launch';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { errorKey } from '@/lib/i18n.ts';
import { GameLaunchActor } from '@/lib/actors.ts';

/**
 * Why a game did not open (`game.maintenance`, `game.unfinished` #734, `account.trial` …): the
 * code's text, never the server's, in an alert dialog the player dismisses.
 */
export const LaunchFailure = () => {
  const { t } = useTranslation();
  const launcher = GameLaunchActor.useActorRef();
  const error = GameLaunchActor.useSelector((snapshot) =>
    snapshot.hasTag('failed') ? snapshot.context.error : null,
  );
  const name = GameLaunchActor.useSelector((snapshot) =>
    snapshot.context.target ? targetNameOf(snapshot.context.target) : '',
  );
  if (!error) return null;
  const dismiss = () => launcher.send({ type: 'failure.dismiss' });
  return (
    <Dialog title={t('games.failure.title', { name })} role="alertdialog" onDismiss={dismiss}>
      <p>{t(errorKey(error))}</p>
      <div className="dialog-actions">
        <Button variant="primary" data-autofocus onClick={dismiss}>
          {t('games.failure.ok')}
        </Button>
      </div>
    </Dialog>
  );
};
