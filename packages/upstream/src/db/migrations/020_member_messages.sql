-- Issue 16: platform messages to members (the member center's messageV2 page and the header's
-- unread count, `CSP_unreadCount`). Plain text, never HTML, in each language of the site. A
-- message goes to one member (`member_id`) or, with `member_id` NULL, to every real member of the
-- merchant registered by the time it was sent; either way each member reads and hides it for
-- itself, in `member_message_states`.
CREATE TABLE member_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer REFERENCES members (id),
  category text NOT NULL CHECK (category IN ('system', 'promotion', 'account')),
  title_en text NOT NULL CHECK (char_length(title_en) BETWEEN 1 AND 200),
  title_km text NOT NULL CHECK (char_length(title_km) BETWEEN 1 AND 200),
  title_cn text NOT NULL CHECK (char_length(title_cn) BETWEEN 1 AND 200),
  body_en text NOT NULL CHECK (char_length(body_en) BETWEEN 1 AND 5000),
  body_km text NOT NULL CHECK (char_length(body_km) BETWEEN 1 AND 5000),
  body_cn text NOT NULL CHECK (char_length(body_cn) BETWEEN 1 AND 5000),
  sent_at timestamptz NOT NULL
);
CREATE INDEX member_messages_to_member ON member_messages (member_id, sent_at DESC, id DESC)
  WHERE member_id IS NOT NULL;
CREATE INDEX member_messages_to_all ON member_messages (merchant_id, sent_at DESC, id DESC)
  WHERE member_id IS NULL;

-- One member's reading of one message: when it first opened it (kept on every later reading) and
-- when it deleted it (hidden from then on, for that member only). No row: unread.
CREATE TABLE member_message_states (
  member_id integer NOT NULL REFERENCES members (id),
  message_id integer NOT NULL REFERENCES member_messages (id),
  read_at timestamptz,
  deleted_at timestamptz,
  PRIMARY KEY (member_id, message_id)
);
