-- Issue 17: live chat between a member and the house's operators (src/chat). A member has at most
-- one open conversation per channel (`live` for every member, `vip` above VIP rank 4); the
-- operator closes it, and the member's next visit opens a new one. Read marks are message ids:
-- each side has read the other's messages up to its mark (they only grow). Typing is never
-- stored. A member's message carries the client's id of its send, so a send repeated after a
-- reconnect is stored once.
CREATE TABLE chat_conversations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  channel text NOT NULL CHECK (channel IN ('live', 'vip')),
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  last_message_at timestamptz,
  member_read_up_to integer NOT NULL DEFAULT 0,
  operator_read_up_to integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX chat_conversations_open ON chat_conversations (member_id, channel)
  WHERE closed_at IS NULL;
CREATE INDEX chat_conversations_recent ON chat_conversations (merchant_id, last_message_at DESC)
  WHERE closed_at IS NULL;

CREATE TABLE chat_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES chat_conversations (id),
  sender text NOT NULL CHECK (sender IN ('member', 'operator')),
  client_id uuid,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  sent_at timestamptz NOT NULL,
  UNIQUE (conversation_id, client_id)
);
CREATE INDEX chat_messages_of_conversation ON chat_messages (conversation_id, id);
