import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { AppActor } from '@/lib/actors.ts';
import { isBalanceChanged } from '../game-messages.ts';
import styles from './game-frame.module.css';

interface GameFrameProps {
  /** The game page on the platform's game origin (it carries the game ticket). */
  url: string;
  /** The game's name: the bar's heading and the frame's accessible name. */
  name: string;
  /** Close/Back: leaves the game. */
  onClose: () => void;
}

/**
 * A game in a frame that fills the main area, under a bar with its name and a close control.
 * The frame may run scripts and keep its own origin (the game page talks to its own server with
 * its ticket) but gets nothing of this site. The header balance follows the rounds played there:
 * it is refreshed from the platform whenever the game says a round moved the wallet, and once
 * more on leaving.
 */
export const GameFrame = ({ url, name, onClose }: GameFrameProps) => {
  const { t } = useTranslation();
  const headingId = useId();
  const frameRef = useRef<HTMLIFrameElement>(null);

  const app = AppActor.useActorRef();
  useEffect(() => () => app.send({ type: 'balance.refresh' }), [app]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isBalanceChanged(event, frameRef.current?.contentWindow, url)) {
        app.send({ type: 'balance.refresh' });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [app, url]);

  const fullScreen = () => void frameRef.current?.requestFullscreen?.().catch(() => undefined);

  return (
    <section className={styles.page} aria-labelledby={headingId} data-game-frame="">
      <div className={styles.bar}>
        <Button variant="secondary" className={styles.close} onClick={onClose}>
          <span aria-hidden="true">←</span>
          {t('games.frame.close')}
        </Button>
        <h1 id={headingId} className={styles.title}>
          {name}
        </h1>
        {document.fullscreenEnabled && (
          <Button variant="ghost" className={styles.fullScreen} onClick={fullScreen}>
            {t('games.frame.fullScreen')}
          </Button>
        )}
      </div>
      <iframe
        ref={frameRef}
        className={styles.frame}
        src={url}
        title={name}
        sandbox="allow-scripts allow-same-origin allow-forms"
        allow="fullscreen"
        referrerPolicy="no-referrer"
      />
    </section>
  );
};
