-- Signed space codes: the spaces whose sign carries the operator's signature, by which key and
-- since when. A space without a row still has an older sign with no signature (the console lists
-- them until the patrol has put signed ones up).
CREATE TABLE kerb_signs (
  device TEXT PRIMARY KEY REFERENCES devices (code),
  key_id TEXT NOT NULL,
  printed_at INTEGER NOT NULL
);

-- Members' reports of suspect code stickers for the patrol. The place is the text the scanner
-- read, the space, or the phone's position (at least one); `photo` is an upload token of the
-- member's own image. The patrol marks a report handled (and the member is told).
CREATE TABLE sticker_reports (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  reason TEXT NOT NULL CHECK (reason IN ('foreign', 'forged', 'unsigned', 'other')),
  code TEXT NOT NULL DEFAULT '',
  device TEXT,
  lng REAL,
  lat REAL,
  photo TEXT,
  note TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'handled')),
  answer TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  handled_at INTEGER
);
CREATE INDEX sticker_reports_member ON sticker_reports (member_id, created_at);
CREATE INDEX sticker_reports_status ON sticker_reports (status, id);
