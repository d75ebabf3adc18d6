-- The picture captcha's alternative for another sense: a code spoken by a voice call to the phone
-- (语音验证码). Its answer passes the captcha as the picture's does, for that phone only; calls
-- are counted with the SMS sends (sms_sends), expire as SMS codes do, and stay a day for the
-- console's outbox.
CREATE TABLE voice_captchas (
  key TEXT PRIMARY KEY,
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX voice_captchas_phone ON voice_captchas (phone, sent_at);
CREATE INDEX voice_captchas_time ON voice_captchas (sent_at);
