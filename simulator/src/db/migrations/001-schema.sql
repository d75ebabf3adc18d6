-- Times are epoch milliseconds (UTC); calendar dates are 'YYYY-MM-DD' in China time; money is fen.

CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  phone TEXT UNIQUE, -- NULL once the account is closed (closed_phone keeps it)
  closed_phone TEXT,
  nickname TEXT NOT NULL,
  account_pic TEXT NOT NULL DEFAULT '',
  promotion_code TEXT NOT NULL UNIQUE,
  funds INTEGER NOT NULL DEFAULT 0 CHECK (funds >= 0),
  give INTEGER NOT NULL DEFAULT 0 CHECK (give >= 0 AND give <= funds),
  integral INTEGER NOT NULL DEFAULT 0 CHECK (integral >= 0),
  last_sign_date TEXT,
  created_at INTEGER NOT NULL,
  closed_at INTEGER
);

-- Every change of a member's funds; members.funds = SUM(amount), members.give = SUM(give).
CREATE TABLE funds_ledger (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  amount INTEGER NOT NULL,
  give INTEGER NOT NULL DEFAULT 0,
  reason TEXT NOT NULL CHECK (reason IN ('opening', 'recharge', 'pay', 'refund', 'merge', 'charging')),
  pay_order_id INTEGER REFERENCES pay_orders (id),
  charge_order_id INTEGER REFERENCES charge_orders (id),
  created_at INTEGER NOT NULL
);
CREATE INDEX funds_ledger_member ON funds_ledger (member_id);
CREATE UNIQUE INDEX funds_ledger_one_pay_per_order ON funds_ledger (pay_order_id, reason)
  WHERE pay_order_id IS NOT NULL AND reason IN ('pay', 'recharge', 'refund');

CREATE TABLE integral_records (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  integral INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX integral_records_member ON integral_records (member_id, created_at);

CREATE TABLE tokens (
  access_token TEXT PRIMARY KEY,
  refresh_token TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  access_expires_at INTEGER NOT NULL,
  refresh_expires_at INTEGER NOT NULL,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX tokens_member ON tokens (member_id);

CREATE TABLE login_keys (
  key TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  superseded INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, sent_at);

CREATE TABLE sms_guards (
  phone TEXT PRIMARY KEY,
  failures INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER
);

CREATE TABLE chat_codes (
  code TEXT PRIMARY KEY,
  phone TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE member_actions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  action TEXT NOT NULL,
  detail TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX member_actions_member ON member_actions (member_id, created_at);

CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  read INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX messages_member ON messages (member_id, created_at);

-- ------------------------------------------------------------------ cars, cards, coupons
CREATE TABLE cars (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  number TEXT NOT NULL,
  plate_type INTEGER NOT NULL,
  secret INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, number)
);
CREATE INDEX cars_number ON cars (number);

CREATE TABLE attentions (
  member_id INTEGER NOT NULL REFERENCES members (id),
  number TEXT NOT NULL,
  subscribe INTEGER NOT NULL,
  PRIMARY KEY (member_id, number)
);

CREATE TABLE staff (
  serial TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  team TEXT NOT NULL
);

CREATE TABLE membership_cards (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  duration INTEGER NOT NULL CHECK (duration > 0),
  price INTEGER NOT NULL CHECK (price >= 0),
  original_price INTEGER NOT NULL,
  service TEXT NOT NULL,
  reserve INTEGER NOT NULL,
  sort INTEGER NOT NULL
);

-- A membership belongs to a plate (whoever bought it); both dates are included.
CREATE TABLE memberships (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL,
  card_id INTEGER NOT NULL REFERENCES membership_cards (id),
  service TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  pay_order_id INTEGER REFERENCES pay_orders (id),
  economize INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX memberships_number ON memberships (number, end_date);

CREATE TABLE recharge_packages (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  price INTEGER NOT NULL,
  give INTEGER NOT NULL,
  type INTEGER NOT NULL,
  tag TEXT NOT NULL,
  service TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  name TEXT NOT NULL,
  type INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  discount INTEGER NOT NULL,
  min_cost INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  cleared INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX coupons_member ON coupons (member_id);

CREATE TABLE coupon_codes (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  amount INTEGER NOT NULL,
  min_cost INTEGER NOT NULL,
  days INTEGER NOT NULL,
  used_by INTEGER REFERENCES members (id),
  used_at INTEGER
);

CREATE TABLE rights_packages (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  price INTEGER NOT NULL,
  description TEXT NOT NULL,
  coupons TEXT NOT NULL -- JSON [{name, amount, count}]
);

-- ------------------------------------------------------------------ parking
CREATE TABLE stations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  code TEXT NOT NULL,
  lng REAL NOT NULL,
  lat REAL NOT NULL
);

CREATE TABLE devices (
  code TEXT PRIMARY KEY,
  station_id INTEGER NOT NULL REFERENCES stations (id),
  space TEXT NOT NULL,
  last_number TEXT,
  last_plate_type INTEGER,
  last_seen_at INTEGER
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  book_code TEXT NOT NULL UNIQUE,
  number TEXT NOT NULL,
  plate_type INTEGER NOT NULL,
  status INTEGER NOT NULL,
  type INTEGER NOT NULL,
  device TEXT NOT NULL,
  station_id INTEGER NOT NULL REFERENCES stations (id),
  space TEXT NOT NULL,
  start_at INTEGER NOT NULL,
  finish_at INTEGER,
  sub_at INTEGER,
  minutes INTEGER NOT NULL DEFAULT 0,
  ncash INTEGER NOT NULL DEFAULT 0 CHECK (ncash >= 0),
  cash INTEGER NOT NULL DEFAULT 0 CHECK (cash >= 0),
  rcash INTEGER NOT NULL DEFAULT 0 CHECK (rcash >= 0),
  coupon INTEGER NOT NULL DEFAULT 0 CHECK (coupon >= 0),
  coupon_tag TEXT NOT NULL DEFAULT '',
  transaction_no TEXT NOT NULL DEFAULT '',
  pay_at INTEGER,
  paytype TEXT,
  spic TEXT NOT NULL DEFAULT '',
  epic TEXT NOT NULL DEFAULT '',
  invoice INTEGER NOT NULL DEFAULT 0,
  hidden INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX orders_number_start ON orders (number, start_at);
CREATE INDEX orders_number_status ON orders (number, status);
CREATE INDEX orders_device_status ON orders (device, status);

CREATE TABLE order_faults (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  member_id INTEGER NOT NULL REFERENCES members (id),
  content TEXT NOT NULL,
  previous_status INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE lots (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  type INTEGER NOT NULL,
  space INTEGER NOT NULL,
  full INTEGER NOT NULL,
  lng REAL NOT NULL,
  lat REAL NOT NULL,
  address TEXT NOT NULL,
  code TEXT NOT NULL
);

-- ------------------------------------------------------------------ pay
CREATE TABLE pay_orders (
  id INTEGER PRIMARY KEY,
  pay_code TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members (id),
  order_type TEXT NOT NULL CHECK (order_type IN ('parking', 'recharge', 'vipCard')),
  goods TEXT NOT NULL,
  goods_name TEXT NOT NULL,
  good_cover TEXT NOT NULL DEFAULT '',
  numbers TEXT NOT NULL, -- JSON array of plates
  sum_cost INTEGER NOT NULL CHECK (sum_cost >= 0),
  service INTEGER NOT NULL CHECK (service >= 0),
  coupon INTEGER NOT NULL CHECK (coupon >= 0),
  cost INTEGER NOT NULL CHECK (cost >= 0),
  gift INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, -1, 2)),
  paytype TEXT,
  pay_route TEXT,
  staff TEXT NOT NULL,
  staff_name TEXT NOT NULL,
  team TEXT NOT NULL,
  payee TEXT NOT NULL,
  payee_name TEXT NOT NULL,
  be_business INTEGER NOT NULL DEFAULT 0,
  unit TEXT, -- JSON {company, contact, tel}
  remark TEXT NOT NULL DEFAULT '',
  appointment TEXT,
  area TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  pay_at INTEGER,
  transaction_no TEXT NOT NULL DEFAULT '',
  invoice INTEGER NOT NULL DEFAULT 0,
  refund INTEGER NOT NULL DEFAULT 0,
  removed INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX pay_orders_member ON pay_orders (member_id, created_at);

CREATE TABLE pay_order_items (
  pay_order_id INTEGER NOT NULL REFERENCES pay_orders (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  PRIMARY KEY (pay_order_id, order_id)
);
CREATE INDEX pay_order_items_order ON pay_order_items (order_id);

CREATE TABLE prepays (
  prepay_id TEXT PRIMARY KEY,
  pay_order_id INTEGER NOT NULL REFERENCES pay_orders (id),
  route TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  title TEXT NOT NULL,
  tax_number TEXT,
  email TEXT,
  amount INTEGER NOT NULL,
  pay_codes TEXT NOT NULL, -- JSON array
  created_at INTEGER NOT NULL
);
CREATE INDEX invoices_member ON invoices (member_id, created_at);

-- ------------------------------------------------------------------ content
CREATE TABLE app_config (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  hotline TEXT NOT NULL,
  service_url TEXT NOT NULL,
  law_url TEXT NOT NULL,
  copyright TEXT NOT NULL,
  record_number TEXT NOT NULL,
  notice TEXT NOT NULL,
  appid TEXT NOT NULL,
  merchant_name TEXT NOT NULL,
  launch_image TEXT NOT NULL,
  launch_duration INTEGER NOT NULL,
  launch_url TEXT NOT NULL
);

CREATE TABLE news_types (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  digest TEXT NOT NULL,
  cover TEXT NOT NULL,
  url TEXT NOT NULL,
  type_id INTEGER NOT NULL REFERENCES news_types (id),
  recommend INTEGER NOT NULL,
  classification INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE activities (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  cover TEXT NOT NULL,
  url TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  cover TEXT NOT NULL,
  name TEXT NOT NULL,
  content TEXT NOT NULL,
  area TEXT NOT NULL,
  recommend INTEGER NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE elements (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  screen TEXT NOT NULL,
  name TEXT NOT NULL,
  icon TEXT NOT NULL,
  path TEXT NOT NULL,
  need_login INTEGER NOT NULL,
  open INTEGER NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE captchas (
  key TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE topics (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE posts (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER REFERENCES topics (id),
  member_id INTEGER REFERENCES members (id),
  author TEXT NOT NULL,
  account_pic TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  post_id INTEGER NOT NULL REFERENCES posts (id),
  member_id INTEGER REFERENCES members (id),
  author TEXT NOT NULL,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX comments_post ON comments (post_id, created_at);

CREATE TABLE praises (
  member_id INTEGER NOT NULL REFERENCES members (id),
  target_type TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  PRIMARY KEY (member_id, target_type, target_id)
);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  content TEXT NOT NULL,
  contact TEXT NOT NULL,
  images TEXT NOT NULL, -- JSON array of URLs
  reply TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE questions (
  id INTEGER PRIMARY KEY,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE orgs (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  lng REAL NOT NULL,
  lat REAL NOT NULL,
  tel TEXT NOT NULL,
  open_time TEXT NOT NULL,
  licence_number TEXT NOT NULL,
  licence TEXT NOT NULL,
  licence_valid_until TEXT NOT NULL
);

CREATE TABLE uploads (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BLOB NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE action_logs (
  id INTEGER PRIMARY KEY,
  action TEXT NOT NULL,
  page TEXT NOT NULL,
  detail TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- ------------------------------------------------------------------ shop
CREATE TABLE product_types (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  cover TEXT NOT NULL,
  price INTEGER NOT NULL,
  original_price INTEGER NOT NULL,
  type_id INTEGER NOT NULL REFERENCES product_types (id),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  description TEXT NOT NULL
);

CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  product_id INTEGER NOT NULL REFERENCES products (id),
  count INTEGER NOT NULL CHECK (count > 0),
  UNIQUE (member_id, product_id)
);

-- ------------------------------------------------------------------ charging
CREATE TABLE charge_stations (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  lng REAL NOT NULL,
  lat REAL NOT NULL,
  price INTEGER NOT NULL,
  service_fee INTEGER NOT NULL
);

CREATE TABLE charge_equipment (
  id INTEGER PRIMARY KEY,
  serial TEXT NOT NULL UNIQUE,
  station_id INTEGER NOT NULL REFERENCES charge_stations (id),
  name TEXT NOT NULL,
  power REAL NOT NULL,
  offline INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE charge_orders (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id),
  equipment_id INTEGER NOT NULL REFERENCES charge_equipment (id),
  start_at INTEGER NOT NULL,
  finish_at INTEGER,
  energy INTEGER NOT NULL DEFAULT 0,
  cost INTEGER NOT NULL DEFAULT 0,
  paid INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX charge_orders_member ON charge_orders (member_id, start_at);
CREATE UNIQUE INDEX charge_orders_one_active_per_equipment ON charge_orders (equipment_id)
  WHERE finish_at IS NULL;
