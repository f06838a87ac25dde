-- Issue 10: the optional register fields can be switched per merchant (the QA control
-- /qa/register-rules stands in for the operator's back office), and a payment password chosen
-- at registration is kept.

-- A row overrides the reference rule of one field (src/system/register-rules.ts); no row keeps
-- the reference. Only the fields the register form carries; username, password, captcha and
-- SMS code follow the registration modules instead.
CREATE TABLE register_rule_settings (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  field text NOT NULL CHECK (field IN ('mobileNum', 'email', 'payeeName', 'affiliateCode',
    'recommenderId', 'paymentPassword', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat',
    'idNumber')),
  enabled boolean NOT NULL,
  required boolean NOT NULL,
  PRIMARY KEY (merchant_id, field),
  CHECK (enabled OR NOT required)
);

-- scrypt$logN$r$p$salt$hash, like password_hash; NULL until the member sets one.
ALTER TABLE members ADD COLUMN payment_password_hash text;
