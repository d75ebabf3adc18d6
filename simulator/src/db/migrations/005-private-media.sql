-- Private media: uploads are served under an unguessable token instead of
-- their row id, and invoices get unguessable serials (their PDFs are also served only through
-- signed links, see services/media-links.ts).
ALTER TABLE uploads ADD COLUMN token TEXT;
UPDATE uploads SET token = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX uploads_token ON uploads (token);
CREATE TRIGGER uploads_default_token AFTER INSERT ON uploads WHEN NEW.token IS NULL
BEGIN UPDATE uploads SET token = lower(hex(randomblob(16))) WHERE id = NEW.id; END;

DROP TRIGGER invoices_default_serial;
CREATE TRIGGER invoices_default_serial AFTER INSERT ON invoices WHEN NEW.serial IS NULL
BEGIN UPDATE invoices SET serial = lower(hex(randomblob(12))) WHERE id = NEW.id; END;
