import type { Schemas } from '@dehong/api-spec';
import { localized } from '../../i18n/catalogue';
import type { Language } from '../../i18n/messages';
import type { ProductRow, StoreRow } from '../../repositories/shop/shop';
import { parseJsonArray } from '../../util/format';

type AreaCode = Schemas['AreaCode'];

/** What the app sees of a store in a product: where it is, in the reader's language. */
export function storeBrief(row: StoreRow, language: Language = 'zh'): Schemas['ShopStoreBrief'] {
  return {
    serial: row.serial,
    name: localized(language, row.name, row.name_en),
    area: row.area as AreaCode,
    address: localized(language, row.address, row.address_en),
  };
}

export function storeView(
  row: StoreRow,
  distance: number | null = null,
  language: Language = 'zh',
): Schemas['ShopStore'] {
  return {
    ...storeBrief(row, language),
    hours: row.hours,
    phone: row.phone,
    lng: row.lng,
    lat: row.lat,
    cover: row.cover,
    slots: parseJsonArray(row.slots),
    distance,
  };
}

/** A product type's name in the reader's language. */
export const typeView = (
  row: { serial: string; name: string; name_en: string; icon: string },
  language: Language = 'zh',
): Schemas['ProductType'] => ({
  serial: row.serial,
  name: localized(language, row.name, row.name_en),
  icon: row.icon,
});

export function productView(
  row: ProductRow,
  stores: StoreRow[],
  language: Language = 'zh',
): Schemas['Product'] {
  return {
    serial: row.serial,
    name: localized(language, row.name, row.name_en),
    cover: row.cover,
    images: parseJsonArray(row.images),
    price: row.price,
    originalPrice: row.original_price,
    type: row.type_serial,
    typeName: localized(language, row.type_name, row.type_name_en),
    stock: row.stock,
    sold: row.sold,
    description: localized(language, row.description, row.description_en),
    stores: stores.map((store) => storeBrief(store, language)),
    validDays: row.valid_days,
    limit: row.member_limit,
    appointment: row.appointment === 1,
    recommend: row.recommend === 1,
  };
}
