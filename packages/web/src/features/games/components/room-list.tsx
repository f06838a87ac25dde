import { useTranslation } from 'react-i18next';
import { hasFreeSeat } from '@his/machines/game-launch';
import { formatMoney } from '@/lib/format-money.ts';
import { isInterfaceLanguage } from '@/lib/language.ts';
import { GameLaunchActor } from '@/lib/actors.ts';
import { LaunchChoiceDialog } from './launch-choice-dialog.tsx';
import styles from './room-list.module.css';

/**
 * The rooms (tables) of a PVP game (SPEC §7 `GLS2_roomList`), listed before its launch: the
 * players seated of the seats, the minimum stake, and a Join button, disabled on a full table.
 * Shown while the rooms load and while the player chooses.
 */
export const RoomList = () => {
  const { t, i18n } = useTranslation();
  const language = isInterfaceLanguage(i18n.language) ? i18n.language : 'EN';
  const launcher = GameLaunchActor.useActorRef();
  const rooms = GameLaunchActor.useSelector((snapshot) => snapshot.context.rooms);
  return (
    <LaunchChoiceDialog
      loadingTag="loadingRooms"
      choosingTag="choosingRoom"
      closeEvent="rooms.close"
      title={(game) => t('games.rooms.title', { game })}
      loadingText={t('games.rooms.loading')}
      width={640}
    >
      {(name) => (
        <table className={styles.table} aria-label={t('games.rooms.listLabel', { game: name })}>
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
    </LaunchChoiceDialog>
  );
};
