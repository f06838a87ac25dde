-- Issue 12: several upstream instances share one database, so what used to live in one process
-- moves here.
--
-- The RSA keys of the platform's encryption handshake: a client may fetch the modulus from one
-- instance and send its encrypted body to another. One current key (retired_at NULL, at most one
-- by the partial unique index) and the keys it replaced; a replaced key still decrypts for a
-- grace period after retired_at. The private exponent is as secret as the database itself.
CREATE TABLE rsa_keys (
  id bigserial PRIMARY KEY,
  modulus_hex text NOT NULL UNIQUE,
  private_exponent_hex text NOT NULL,
  created_at timestamptz NOT NULL,
  retired_at timestamptz
);
CREATE UNIQUE INDEX rsa_keys_one_current ON rsa_keys ((true)) WHERE retired_at IS NULL;

-- Background jobs (the play timer) claim each tick here: the instance whose insert of
-- (job, slot) succeeds runs that tick, every other one skips it.
CREATE TABLE scheduler_ticks (
  job text NOT NULL,
  slot bigint NOT NULL,
  instance text NOT NULL,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (job, slot)
);
