-- Issue 12 (8): the platform's own browser script asks for the RSA key without a Merchant
-- header, so a request without one names its merchant by the domain it was sent to. A domain
-- belongs to one merchant; a merchant may have several (its sites, mirrors, local dev hosts).
-- Domains are stored lower case, without port or trailing dot.
CREATE TABLE merchant_domains (
  domain text PRIMARY KEY CHECK (domain = lower(domain) AND domain <> ''),
  merchant_id integer NOT NULL REFERENCES merchants (id)
);
CREATE INDEX merchant_domains_merchant ON merchant_domains (merchant_id);
