-- Games and points. The question bank and the prizes with their odds and stock are code
-- (src/services/quiz-bank.ts, src/services/games-prizes.ts); these tables hold what members did.

-- A member's quiz of one day: five questions drawn from the bank, answered in order.
CREATE TABLE quiz_days (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  day TEXT NOT NULL,
  -- JSON array of the question serials, in the order asked.
  questions TEXT NOT NULL,
  -- JSON array of the choices given so far (option indexes), in the same order.
  answers TEXT NOT NULL DEFAULT '[]',
  correct INTEGER NOT NULL DEFAULT 0 CHECK (correct >= 0),
  -- Integral awarded when the last question was answered (one integral record, quiz_id).
  gained INTEGER NOT NULL DEFAULT 0 CHECK (gained >= 0),
  finished_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, day)
);

-- Every draw of the big wheel or the blind box.
CREATE TABLE game_draws (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  game TEXT NOT NULL CHECK (game IN ('wheel', 'box')),
  day TEXT NOT NULL,
  prize TEXT NOT NULL,
  -- Integral spent on the draw (0 for the wheel's free spin).
  cost INTEGER NOT NULL CHECK (cost >= 0),
  free INTEGER NOT NULL DEFAULT 0 CHECK (free IN (0, 1)),
  -- Integral given back by an integral prize.
  won_integral INTEGER NOT NULL DEFAULT 0 CHECK (won_integral >= 0),
  coupon_id INTEGER REFERENCES coupons (id),
  created_at INTEGER NOT NULL
);
CREATE INDEX game_draws_member ON game_draws (member_id, game, day);
CREATE INDEX game_draws_prize ON game_draws (game, prize);

-- What an integral record came from, when a game made it (the money audit follows them).
ALTER TABLE integral_records ADD COLUMN draw_id INTEGER REFERENCES game_draws (id);
ALTER TABLE integral_records ADD COLUMN quiz_id INTEGER REFERENCES quiz_days (id);
