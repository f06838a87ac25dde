import { useTranslation } from 'react-i18next';
import type { LaunchGameQuery } from '@his/shared/schemas/games';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';
import { SessionActor } from '@/lib/actors.ts';
import { launchGame } from '../../api/launch-game.ts';
import { useViewer } from '@/lib/viewer.ts';
import { GameFrame } from '../game-frame.tsx';
import { Remote } from '../remote.tsx';

interface LotteryPlayProps {
  /** The LOTT launch (a game's betting view or an area's lobby). */
  query: LaunchGameQuery;
  /** What the frame's bar says. */
  name: string;
  onClose: () => void;
}

/**
 * The platform's lottery page in a frame, launched with launchMode LOTT. Betting needs a real
 * account: a visitor is asked to log in (through the session's `action.request`), a trial
 * account is told so, and nothing is launched for either.
 */
export const LotteryPlay = ({ query, name, onClose }: LotteryPlayProps) => {
  const { t } = useTranslation();
  const session = SessionActor.useActorRef();
  const viewer = useViewer();
  const back = <Button onClick={onClose}>{t('games.frame.back')}</Button>;

  if (viewer === 'visitor') {
    return (
      <StatusPage
        title={name}
        actions={
          <>
            <Button
              variant="primary"
              onClick={() =>
                session.send({ type: 'action.request', need: 'login', action: 'lotteryPlay' })
              }
            >
              {t('auth.logIn')}
            </Button>
            {back}
          </>
        }
      >
        <StatusText>{t('games.lottery.loginToPlay')}</StatusText>
      </StatusPage>
    );
  }
  if (viewer === 'trial') {
    return (
      <StatusPage title={name} actions={back}>
        <StatusText>{t('games.lottery.realAccountToPlay')}</StatusText>
      </StatusPage>
    );
  }
  return (
    <Remote
      key={JSON.stringify(query)}
      load={(signal) => launchGame(query, signal)}
      placeholder={<PageLoading label={t('games.frame.opening')} />}
      failure={(code, retry) => (
        <StatusPage
          title={name}
          actions={
            <>
              <Button variant="primary" onClick={retry}>
                {t('games.retry')}
              </Button>
              {back}
            </>
          }
        >
          <FormFailure code={code} />
        </StatusPage>
      )}
    >
      {(url) => <GameFrame url={url} name={name} onClose={onClose} />}
    </Remote>
  );
};
