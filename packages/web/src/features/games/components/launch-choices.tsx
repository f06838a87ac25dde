import { GamePopup } from './game-popup.tsx';
import { RoomList } from './room-list.tsx';

/**
 * The choices a launch may offer: the game popup of a VASSALAGE vendor and the room list of a
 * PVP game. A chunk of its own (game-launch-layer.tsx loads it when a launch first offers one).
 */
export const LaunchChoices = () => (
  <>
    <GamePopup />
    <RoomList />
  </>
);
