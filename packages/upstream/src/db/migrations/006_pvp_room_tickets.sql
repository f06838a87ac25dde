-- Issue 10: a PVP game is played at a table: the launch names a room (GLS2_roomList), the
-- ticket keeps it, and the game page takes no stake below the room's minimum.
ALTER TABLE game_tickets ADD COLUMN room_id integer REFERENCES pvp_rooms (id);
