import { useTranslation } from 'react-i18next';
import { hasFreeSeat, targetNameOf } from '@his/machines/game-launch';
import { Dialog } from '@/components/ui/dialog.tsx';
import { formatMoney } from '@/lib/format-money.ts';
import { isLanguage } from '@/lib/language.ts';
import { GameLaunchActor } from '../game-launch.actor.ts';
import styles from './room-list.module.css';

/**
 * The rooms (tables) of a PVP game (SPEC §7 `GLS2_roomList`), listed before its launch: the
 * players seated of the seats, the minimum stake, and a Join button, disabled on a full table.
 * Shown while the rooms load and while the player chooses.
 */
export const RoomList = () => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'EN';
  const launcher = GameLaunchActor.useActorRef();
  const open = GameLaunchActor.useSelector(
    (snapshot) => snapshot.hasTag('loadingRooms') || snapshot.hasTag('choosingRoom'),
  );
  const loading = GameLaunchActor.useSelector((snapshot) => snapshot.hasTag('loadingRooms'));
  const rooms = GameLaunchActor.useSelector((snapshot) => snapshot.context.rooms);
  const game = GameLaunchActor.useSelector((snapshot) =>
    snapshot.context.target ? targetNameOf(snapshot.context.target) : '',
  );
  if (!open) return null;
  const close = () => launcher.send({ type: 'rooms.close' });
  return (
    <Dialog
      title={t('games.rooms.title', { game })}
      width={640}
      height={360}
      closeLabel={t('modal.close')}
      onDismiss={close}
      onClose={close}
    >
      {loading ? (
        <p className={styles.note} role="status">
          {t('games.rooms.loading')}
        </p>
      ) : (
        <table className={styles.table} aria-label={t('games.rooms.listLabel', { game })}>
          <thead>
            <tr>
              <th scope="col">{t('games.rooms.room')}</th>
              <th scope="col">{t('games.rooms.players')}</th>
              <th scope="col" className={styles.amount}>
                {t('games.rooms.minStake')}
              </th>
              <td />
            </tr>
          </thead>
          <tbody>
            {rooms.map((room) => {
              const free = hasFreeSeat(room);
              return (
                <tr key={room.roomId}>
                  <th scope="row" className={styles.name}>
                    {room.roomName}
                  </th>
                  <td className={styles.seats}>
                    {t('games.rooms.seats', { players: room.players, seats: room.maxPlayers })}
                  </td>
                  <td className={styles.amount} data-label={t('games.rooms.minStake')}>
                    {formatMoney(room.minBet, language)}
                  </td>
                  <td className={styles.action}>
                    <button
                      type="button"
                      className={styles.join}
                      disabled={!free}
                      aria-label={
                        free
                          ? t('games.rooms.joinRoom', { room: room.roomName })
                          : `${room.roomName}: ${t('games.rooms.full')}`
                      }
                      onClick={() => launcher.send({ type: 'room.choose', room })}
                    >
                      {free ? t('games.rooms.join') : t('games.rooms.full')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Dialog>
  );
};
