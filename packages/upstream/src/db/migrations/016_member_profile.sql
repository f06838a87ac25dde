-- Issue 14: the profile of "My account". The avatar a member shows (a static one by number, or
-- the custom image below) and the SMS codes that bind a mobile number to a logged-in member.

ALTER TABLE members
  ADD COLUMN avatar_type text NOT NULL DEFAULT 'STATIC' CHECK (avatar_type IN ('STATIC', 'CUSTOM')),
  ADD COLUMN avatar text NOT NULL DEFAULT '0' CHECK (avatar ~ '^[0-9]{1,3}$');

-- The member's uploaded image (a checked PNG or JPEG of at most 1 MB); one per member, replaced
-- by the next upload. A member back on a static avatar keeps it, unused.
CREATE TABLE member_avatars (
  member_id integer PRIMARY KEY REFERENCES members (id),
  media_type text NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 1048576),
  updated_at timestamptz NOT NULL
);

ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check
  CHECK (purpose IN ('register', 'no-login', 'bind'));
