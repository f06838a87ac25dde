-- Issue 17: a member's feedback (`PUT /wps/feedback`: a question type, the text and at most one
-- image) and the agent programme's applications (`POST /wps/agent/apply`, from anyone). Both are
-- read by operators through the QA controls (`GET /qa/feedback`, `GET /qa/agent-applications`).
CREATE TABLE feedback (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  member_id integer NOT NULL REFERENCES members (id),
  type text NOT NULL
    CHECK (type IN ('deposit', 'withdrawal', 'games', 'account', 'suggestion', 'other')),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 500),
  image_media_type text CHECK (image_media_type IN ('image/png', 'image/jpeg')),
  image bytea CHECK (octet_length(image) <= 5242880),
  created_at timestamptz NOT NULL,
  CHECK ((image IS NULL) = (image_media_type IS NULL))
);
-- The member's feedback of the last hour (the flood limit) and the QA list, newest first.
CREATE INDEX feedback_by_member ON feedback (member_id, created_at DESC);
CREATE INDEX feedback_by_merchant ON feedback (merchant_id, id DESC);

CREATE TABLE agent_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  -- The member who applied while signed in; NULL for a visitor.
  member_id integer REFERENCES members (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  phone text CHECK (char_length(phone) <= 30),
  email text CHECK (char_length(email) <= 64),
  messenger text CHECK (messenger IN ('telegram', 'whatsapp', 'line', 'wechat', 'viber', 'zalo')),
  handle text CHECK (char_length(handle) <= 64),
  experience text NOT NULL CHECK (char_length(experience) BETWEEN 1 AND 1000),
  team_size integer CHECK (team_size BETWEEN 1 AND 100000),
  -- The address it came from (the per-address daily limit).
  ip text NOT NULL CHECK (char_length(ip) <= 64),
  created_at timestamptz NOT NULL,
  CHECK (phone IS NOT NULL OR email IS NOT NULL),
  CHECK ((messenger IS NULL) = (handle IS NULL))
);
CREATE INDEX agent_applications_by_merchant ON agent_applications (merchant_id, id DESC);
CREATE INDEX agent_applications_by_ip ON agent_applications (merchant_id, ip, created_at DESC);

-- Each contact of an application, normalised (`phone:<digits>`, `email:<lowercase>`,
-- `<app>:<handle>`): a contact seen in the last day refuses a new application.
CREATE TABLE agent_application_contacts (
  application_id integer NOT NULL REFERENCES agent_applications (id),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  contact text NOT NULL CHECK (char_length(contact) BETWEEN 1 AND 80),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (application_id, contact)
);
CREATE INDEX agent_application_contacts_recent
  ON agent_application_contacts (merchant_id, contact, created_at DESC);
