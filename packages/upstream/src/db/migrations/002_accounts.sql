-- Issue 3: account flows. Registration data on members (email, mobile with its dialing code,
-- optional contact fields), SMS codes, affiliate codes, one-time reset passwords and the mail
-- outbox that stands in for an SMTP server.

ALTER TABLE members
  ADD COLUMN email text CHECK (char_length(email) BETWEEN 3 AND 128),
  ADD COLUMN mobile_dialing_code text CHECK (mobile_dialing_code ~ '^\+[0-9]{1,4}$'),
  -- Optional contact fields of the register form (payee name, QQ, Line ...), as sent.
  ADD COLUMN profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD CONSTRAINT members_dialing_code_needs_mobile
    CHECK (mobile_dialing_code IS NULL OR mobile IS NOT NULL);

-- A mobile number belongs to one member per merchant: SMS login and reset by SMS find the
-- member by the number alone (the reset call carries no dialing code).
CREATE UNIQUE INDEX members_mobile ON members (merchant_id, mobile) WHERE mobile IS NOT NULL;

-- Counters for reset mails per account and wrong current passwords per member.
ALTER TABLE attempt_counters DROP CONSTRAINT attempt_counters_scope_check;
ALTER TABLE attempt_counters ADD CONSTRAINT attempt_counters_scope_check
  CHECK (scope IN ('login-account', 'login-ip', 'freeplay-ip', 'reset-mail', 'password-old'));

-- One live code per merchant, purpose and number: a resend replaces the row, so the previous
-- code stops working. Codes are stored as scrypt hashes (a million possible codes would be
-- reversed from a fast hash at once); a code dies after five wrong tries or one use.
CREATE TABLE sms_codes (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  purpose text NOT NULL CHECK (purpose IN ('register', 'no-login')),
  mobile text NOT NULL CHECK (mobile ~ '^[0-9]{4,20}$'),
  dialing_code text NOT NULL CHECK (dialing_code ~ '^\+[0-9]{1,4}$'),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts BETWEEN 0 AND 5),
  used_at timestamptz,
  PRIMARY KEY (merchant_id, purpose, mobile),
  CHECK (expires_at > created_at)
);

-- Invitation codes: a registration with one gets the code's owner as upline.
CREATE TABLE affiliate_codes (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9]{1,32}$'),
  code_key text NOT NULL CHECK (code_key = lower(code)),
  member_id integer NOT NULL REFERENCES members (id),
  PRIMARY KEY (merchant_id, code_key)
);

-- A temporary password mailed by "reset by email": valid once and for a short time, next to
-- the member's own password (which keeps working, so nobody can lock a member out by asking).
CREATE TABLE password_resets (
  member_id integer PRIMARY KEY REFERENCES members (id),
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK (expires_at > created_at)
);

-- The local outbox: mails the platform would send, readable through a QA control.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id),
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX mail_outbox_created ON mail_outbox (merchant_id, created_at);
