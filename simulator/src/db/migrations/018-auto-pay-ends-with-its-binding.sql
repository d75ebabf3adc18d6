-- Auto-pay names the binding it was set on by the car row's id, but SQLite gives a deleted row's
-- id to the next row when it was the highest: a plate moved away and back by licence proof (or
-- removed and added again) could get its old id and revive auto-pay the member had on the old
-- binding. Ending the binding turns its auto-pay off, whatever id the next binding gets; the
-- member turns it on again for the new one.
CREATE TRIGGER auto_pay_ends_with_binding AFTER DELETE ON cars
BEGIN
  UPDATE auto_pay SET enabled = 0
  WHERE member_id = OLD.member_id AND number = OLD.number AND car_id = OLD.id AND enabled = 1;
END;
