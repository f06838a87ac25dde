/** The message a game page posts to its site when a round or bet moved the wallet. */
const balanceChangedType = 'his.balance.changed';

/** What the site reads of a `message` event (a `MessageEvent` has these). */
interface GameMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * Whether `event` is the launched game telling the site that the balance changed: it must come
 * from the frame's own window and from the origin the game was launched at, so no other frame,
 * window or site can make the header call the platform.
 */
export const isBalanceChanged = (
  event: GameMessage,
  frame: Window | null | undefined,
  gameUrl: string,
): boolean => {
  if (!frame || event.source !== frame) return false;
  let gameOrigin: string;
  try {
    gameOrigin = new URL(gameUrl).origin;
  } catch {
    return false;
  }
  return (
    event.origin === gameOrigin &&
    typeof event.data === 'object' &&
    event.data !== null &&
    'type' in event.data &&
    event.data.type === balanceChangedType
  );
};
