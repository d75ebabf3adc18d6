-- Coupons that are spent. A parking coupon may be limited to an area (a county code such
-- as 533103, or NULL for anywhere) and records where it came from. `pay_order_id` is the pay order
-- that holds it: while that pay order is unpaid the coupon is held (no other pay order may take
-- it); when the pay order lapses or is cancelled the coupon is free again (derived from the pay
-- order's status, so no path that closes a pay order can forget to free it); at settlement it is
-- marked used (`used` 1, `used_at`) and stays tied to that pay order for good.
ALTER TABLE coupons ADD COLUMN area TEXT;
ALTER TABLE coupons ADD COLUMN source TEXT NOT NULL DEFAULT 'seed'
  CHECK (source IN ('seed', 'convert', 'game'));
ALTER TABLE coupons ADD COLUMN pay_order_id INTEGER REFERENCES pay_orders (id);
ALTER TABLE coupons ADD COLUMN used_at INTEGER;
-- One coupon per pay order; a coupon names one pay order at a time, so it is used at most once.
CREATE UNIQUE INDEX coupons_one_per_pay_order ON coupons (pay_order_id)
  WHERE pay_order_id IS NOT NULL;

-- The part of a parking order's `coupon` deduction that a member's coupon paid (the rest is a
-- membership's). Set at settlement, when the pay order's coupon is shared out over its orders.
ALTER TABLE orders ADD COLUMN member_coupon INTEGER NOT NULL DEFAULT 0 CHECK (member_coupon >= 0);
