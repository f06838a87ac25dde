import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useActor } from '@xstate/react';
import type { Game } from '@his/shared/schemas/games';
import { Button } from '@/components/ui/button.tsx';
import { FormFailure } from '@/components/ui/form-failure.tsx';
import { PageLoading } from '@/components/ui/page-loading.tsx';
import { StatusPage, StatusText } from '@/components/ui/status-page.tsx';
import { SessionActor } from '@/lib/actors.ts';
import type { GameAddress } from '../api/find-game.ts';
import { findGame } from '../api/find-game.ts';
import type { Settled } from '../settled.ts';
import { settle } from '../settled.ts';
import { gameAddressOf, isGameFrameState } from '../game-address.ts';
import { GameLaunchActor } from '@/lib/actors.ts';
import { useLaunchGame } from '../use-launch-game.ts';
import { useLeave } from '../use-leave.ts';
import { GameFrame } from './game-frame.tsx';

const findGameLogic = fromPromise<Settled<Game>, GameAddress>(({ input, signal }) =>
  settle(findGame(input, signal)),
);

/**
 * The launch is on its way (login popup, call, failure message): the page waits for it. The
 * real-account warning is not waited for: it is the trial account's answer.
 */
const useLaunchBusy = () =>
  GameLaunchActor.useSelector((snapshot) =>
    (
      [
        'awaitingLogin',
        'loadingPopup',
        'choosingGame',
        'loadingRooms',
        'choosingRoom',
        'launching',
        'failed',
      ] as const
    ).some((tag) => snapshot.hasTag(tag)),
  );

interface ReopenProps {
  address: GameAddress;
  onLeave: () => void;
}

/**
 * A `/game` address without its game URL (a reload after the ticket's page was left, a link):
 * the game is looked up and offered again; opening it runs the same launch as a lobby click.
 */
const Reopen = ({ address, onLeave }: ReopenProps) => {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const busy = useLaunchBusy();
  const [snapshot] = useActor(findGameLogic, { input: address });
  const found = snapshot.status === 'done' ? snapshot.output : null;
  const game = found?.ok ? found.value : null;

  // Opens the game as soon as it is known, and again when the viewer changes (a visitor who
  // logged in from the header); the launch ignores a repeat while one is running.
  useEffect(() => {
    if (game) launch({ kind: 'game', game });
  }, [game, launch]);

  if (found && !found.ok) {
    return (
      <StatusPage
        title={t('pages.titles.game')}
        actions={<Button onClick={onLeave}>{t('games.frame.back')}</Button>}
      >
        <FormFailure code={found.code} />
      </StatusPage>
    );
  }
  if (!game || busy) return <PageLoading label={t('games.frame.opening')} />;
  return (
    <StatusPage
      title={game.displayName}
      actions={
        <>
          <Button variant="primary" onClick={() => launch({ kind: 'game', game })}>
            {t('games.frame.open')}
          </Button>
          <Button onClick={onLeave}>{t('games.frame.back')}</Button>
        </>
      }
    >
      <StatusText>{t('games.frame.notOpen')}</StatusText>
    </StatusPage>
  );
};

/**
 * `/game`: the launched game in a frame (its URL comes in history state, never in the address).
 * Without it (a reload, a link), or for a visitor, the game named by the query opens again
 * through the launch rules.
 */
export const GamePage = () => {
  const { t } = useTranslation();
  const { state } = useLocation();
  const [query] = useSearchParams();
  const leave = useLeave('/');
  const loggedIn = SessionActor.useSelector((snapshot) => snapshot.hasTag('loggedIn'));
  const address = gameAddressOf(query);

  if (loggedIn && isGameFrameState(state)) {
    return <GameFrame key={state.url} url={state.url} name={state.name} onClose={leave} />;
  }
  if (!address) {
    return (
      <StatusPage
        title={t('games.frame.noGameTitle')}
        actions={<Button onClick={leave}>{t('games.frame.back')}</Button>}
      >
        <StatusText>{t('games.frame.noGame')}</StatusText>
      </StatusPage>
    );
  }
  return <Reopen key={query.toString()} address={address} onLeave={leave} />;
};
