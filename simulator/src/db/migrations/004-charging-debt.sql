-- EV charging never outruns the money: what the balance could not cover when a session stopped is
-- the order's debt, settled by a pay order of type `charging` (debt_pay_order_id once paid).
ALTER TABLE charge_orders ADD COLUMN debt INTEGER NOT NULL DEFAULT 0 CHECK (debt >= 0);
ALTER TABLE charge_orders ADD COLUMN debt_pay_order_id INTEGER REFERENCES pay_orders (id);
CREATE INDEX charge_orders_debt ON charge_orders (member_id) WHERE debt > 0;

-- Who may end parking: the member who checked a car in at the kerb (self check-in, and the
-- no-plate session it starts) is recorded on the order; null when a device or a patrol opened it.
ALTER TABLE orders ADD COLUMN member_id INTEGER REFERENCES members (id);
