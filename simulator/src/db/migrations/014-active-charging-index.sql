-- Every signed-in request asks whether the member has a running charging session
-- (repositories/member-due.ts, in the token lookup): a partial index of the running ones answers from the index
-- alone, however many sessions the member has finished (charge_orders_member held them all, and
-- each needed its row read for finish_at).
CREATE INDEX charge_orders_active_member ON charge_orders (member_id) WHERE finish_at IS NULL;
