import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ChatChannel } from '@his/shared/schemas/chat-limits';
import { Button } from '@/components/ui/button.tsx';
import { ModalsActor } from '@/lib/actors.ts';
import { useViewer } from '@/lib/viewer.ts';
import { ChatRoom } from './chat-room.tsx';
import { useChatText } from './use-chat-text.ts';
import styles from './chat-room.module.css';

/**
 * `/livechat` (`?channel=vip` for the VIP channel): the chat room in the bare layout, opened in
 * a popup window by customer service or directly. A guest is asked to log in (no socket opens);
 * a member gets the room, again after a change of member.
 */
export const ChatPage = () => {
  const { t } = useChatText();
  const [params] = useSearchParams();
  const channel: ChatChannel = params.get('channel') === 'vip' ? 'vip' : 'live';
  const viewer = useViewer();
  const modals = ModalsActor.useActorRef();
  const title = channel === 'vip' ? t('vipTitle') : t('title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (viewer === 'visitor') {
    return (
      <section className={styles.room}>
        <h1>{title}</h1>
        <p>{t('guest')}</p>
        <Button
          variant="primary"
          onClick={() => modals.send({ type: 'modal.open', name: 'loginPopupModal' })}
        >
          {t('logIn')}
        </Button>
      </section>
    );
  }
  return <ChatRoom key={channel} channel={channel} />;
};
