import { GamePopup } from './game-popup.tsx';
import { LaunchFailure } from './launch-failure.tsx';
import { RoomList } from './room-list.tsx';

/**
 * What the app's game launch shows over any page: the game popup of VASSALAGE vendors, the room
 * list of PVP games and the launch failure message.
 */
export const GameLaunchLayer = () => (
  <>
    <GamePopup />
    <RoomList />
    <LaunchFailure />
  </>
);
