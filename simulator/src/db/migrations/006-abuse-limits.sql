-- Abuse limits. SMS sends are counted per client (its IP address) and in total, so
-- one client cannot send codes to hundreds of phones; a phone whose code was spent by wrong tries
-- needs the picture captcha before its next code (instead of a lock anyone could set off).
CREATE TABLE sms_sends (
  id INTEGER PRIMARY KEY,
  client TEXT NOT NULL,
  phone TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE INDEX sms_sends_client ON sms_sends (client, sent_at);
CREATE INDEX sms_sends_time ON sms_sends (sent_at);

ALTER TABLE sms_guards ADD COLUMN captcha_required INTEGER NOT NULL DEFAULT 0;

-- Login keys and captchas are pruned when they expire (and capped): indexes for the pruning.
CREATE INDEX login_keys_expiry ON login_keys (expires_at);
CREATE INDEX captchas_expiry ON captchas (expires_at);
CREATE INDEX chat_codes_expiry ON chat_codes (expires_at);
