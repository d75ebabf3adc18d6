-- The operator's catalogue in the app's second language: what an owner must read to act (shop
-- types, products, stores, the FAQ, the banners' titles) holds an English text beside the
-- Chinese one. The API answers in the request's Accept-Language; an empty English text falls back
-- to the Chinese (news and announcements stay as written).
ALTER TABLE product_types ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
ALTER TABLE shop_stores ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE shop_stores ADD COLUMN address_en TEXT NOT NULL DEFAULT '';
ALTER TABLE questions ADD COLUMN question_en TEXT NOT NULL DEFAULT '';
ALTER TABLE questions ADD COLUMN answer_en TEXT NOT NULL DEFAULT '';
ALTER TABLE banners ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
