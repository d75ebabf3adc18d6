import type { PayOrderPayload } from '@dehong/api-spec';
import { DEFAULT_STAFF_CODE } from '@dehong/api-spec/domain';
import { badRequest } from '../http/errors';
import { catalogSeedRepository } from '../repositories/seed/catalog';
import { shopSeedRepository } from '../repositories/seed/shop';
import type { StateContext } from './context';

/**
 * The car-service shop. Products and stores are rows; orders and payments go through the shop's
 * and the pay flow's own services, so stock, holds, vouchers and the funds ledger are what a
 * member's real history holds.
 */
export function shopStates({ db, services, rows, member }: StateContext) {
  const { shopOrders, payments, funds } = services;
  const shop = shopSeedRepository(db);
  const catalog = catalogSeedRepository(db);

  /** The product (and its type and store) sold at `fen` with `stock` units, redeemed at `store`. */
  function product(serial: string, fen: number, stock: number, store: string, area: string) {
    if (!/^5331\d{2}$/.test(area)) throw badRequest('params.code must be a county code');
    shop.addCarWashType();
    shop.addStore(store, area);
    const images = [1, 2].map((view) => `/media/shop/product/${serial}-${view}.svg`);
    shop.addCarWash({
      serial,
      cover: images[0]!,
      images: JSON.stringify(images),
      fen,
      original: Math.round(fen * 1.5),
      stock,
    });
    shop.sellAt(store, serial);
  }

  function storeOf(productSerial: string): string {
    const store = shop.storeOf(productSerial);
    if (!store) throw badRequest(`product ${productSerial} is not set up (a product state first)`);
    return store;
  }

  /** An unpaid order of one unit, placed through the shop (it holds the unit), renamed `serial`. */
  function unpaidOrder(phone: string, serial: string, productSerial: string) {
    const buyer = member(phone);
    const placed = shopOrders.publish(buyer, {
      product: productSerial,
      count: 1,
      plate: '云N12345',
      phone,
      store: storeOf(productSerial),
    });
    shop.renameOrder(placed.serial, serial);
    return { buyer, total: placed.total, area: placed.store.area };
  }

  return {
    product,

    cartLine(phone: string, serial: number, productSerial: string, count: number) {
      const buyer = member(phone);
      const productId = shop.productId(productSerial);
      if (productId === undefined) {
        throw badRequest(`product ${productSerial} is not set up (a product state first)`);
      }
      rows.insert('cart_lines', { id: serial, member_id: buyer.id, product_id: productId, count });
    },

    unpaidOrder: (phone: string, serial: string, productSerial: string) =>
      void unpaidOrder(phone, serial, productSerial),

    /** Paid from the balance (the member is given exactly its price first); its voucher is `code`. */
    paidOrder(phone: string, serial: string, productSerial: string, code: string) {
      if (!/^\d{12}$/.test(code)) throw badRequest('params.code must be 12 digits');
      const { buyer, total, area } = unpaidOrder(phone, serial, productSerial);
      // The pay order is attributed to the default staff code, as the app's self-service is.
      catalog.addStaff(DEFAULT_STAFF_CODE, '自助服务', '德宏智慧停车');
      funds.setBalance(buyer.id, total);
      const payload: PayOrderPayload = {
        orderType: 'shop',
        goods: serial,
        sumCost: total,
        service: 0,
        coupon: 0,
        actualCost: total,
        beBusiness: 0,
        payee: '',
        payeeName: '',
        staff: '',
        staffName: '',
        team: '',
        numbers: ['云N12345'],
        area,
      };
      const { payCode } = payments.publish(buyer, payload);
      payments.payByFunds(buyer, payCode);
      shop.setVoucherCode(serial, code);
    },
  };
}

export type ShopStates = ReturnType<typeof shopStates>;
