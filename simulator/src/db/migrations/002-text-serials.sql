-- Records the API names by serial get a text serial of their own, so that a provider state (Pact)
-- or an import can create them with exactly the identifiers it names. Until now the serial was the
-- row id as text; existing rows keep that.

ALTER TABLE orders ADD COLUMN serial TEXT;
UPDATE orders SET serial = CAST(id AS TEXT);
CREATE UNIQUE INDEX orders_serial ON orders (serial);

ALTER TABLE cars ADD COLUMN serial TEXT;
UPDATE cars SET serial = CAST(id AS TEXT);
CREATE UNIQUE INDEX cars_serial ON cars (serial);

ALTER TABLE coupons ADD COLUMN serial TEXT;
UPDATE coupons SET serial = CAST(id AS TEXT);
CREATE UNIQUE INDEX coupons_serial ON coupons (serial);

ALTER TABLE messages ADD COLUMN serial TEXT;
UPDATE messages SET serial = CAST(id AS TEXT);
CREATE UNIQUE INDEX messages_serial ON messages (serial);

ALTER TABLE invoices ADD COLUMN serial TEXT;
UPDATE invoices SET serial = CAST(id AS TEXT);
CREATE UNIQUE INDEX invoices_serial ON invoices (serial);

ALTER TABLE feedback ADD COLUMN serial TEXT;
UPDATE feedback SET serial = CAST(id AS TEXT);
CREATE UNIQUE INDEX feedback_serial ON feedback (serial);

-- The member equity package, until now a constant of the code.
CREATE TABLE equity_packages (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  serial TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  rights TEXT NOT NULL -- JSON [{name, description}]
);

-- A record created without a serial gets its row id as text, as before.
CREATE TRIGGER orders_default_serial AFTER INSERT ON orders WHEN NEW.serial IS NULL
BEGIN UPDATE orders SET serial = CAST(NEW.id AS TEXT) WHERE id = NEW.id; END;
CREATE TRIGGER cars_default_serial AFTER INSERT ON cars WHEN NEW.serial IS NULL
BEGIN UPDATE cars SET serial = CAST(NEW.id AS TEXT) WHERE id = NEW.id; END;
CREATE TRIGGER coupons_default_serial AFTER INSERT ON coupons WHEN NEW.serial IS NULL
BEGIN UPDATE coupons SET serial = CAST(NEW.id AS TEXT) WHERE id = NEW.id; END;
CREATE TRIGGER messages_default_serial AFTER INSERT ON messages WHEN NEW.serial IS NULL
BEGIN UPDATE messages SET serial = CAST(NEW.id AS TEXT) WHERE id = NEW.id; END;
CREATE TRIGGER invoices_default_serial AFTER INSERT ON invoices WHEN NEW.serial IS NULL
BEGIN UPDATE invoices SET serial = CAST(NEW.id AS TEXT) WHERE id = NEW.id; END;
CREATE TRIGGER feedback_default_serial AFTER INSERT ON feedback WHEN NEW.serial IS NULL
BEGIN UPDATE feedback SET serial = CAST(NEW.id AS TEXT) WHERE id = NEW.id; END;
