import type { Schemas } from '@dehong/api-spec';
import type { ProductRow, StoreRow } from '../repositories/shop';
import { parseJsonArray } from '../util/format';

type AreaCode = Schemas['AreaCode'];

/** What the app sees of a store in a product: where it is. */
export function storeBrief(row: StoreRow): Schemas['ShopStoreBrief'] {
  return { serial: row.serial, name: row.name, area: row.area as AreaCode, address: row.address };
}

export function storeView(row: StoreRow, distance: number | null = null): Schemas['ShopStore'] {
  return {
    ...storeBrief(row),
    hours: row.hours,
    phone: row.phone,
    lng: row.lng,
    lat: row.lat,
    cover: row.cover,
    slots: parseJsonArray(row.slots),
    distance,
  };
}

export function productView(row: ProductRow, stores: StoreRow[]): Schemas['Product'] {
  return {
    serial: row.serial,
    name: row.name,
    cover: row.cover,
    images: parseJsonArray(row.images),
    price: row.price,
    originalPrice: row.original_price,
    type: row.type_serial,
    typeName: row.type_name,
    stock: row.stock,
    sold: row.sold,
    description: row.description,
    stores: stores.map(storeBrief),
    validDays: row.valid_days,
    limit: row.member_limit,
    appointment: row.appointment === 1,
    recommend: row.recommend === 1,
  };
}
