import type { Schemas } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../src/index';
import { http, signIn, startTestSimulator, tokenOf } from './support/simulator';

const HAN = /\p{Script=Han}/u;
const A = FIXTURES.users.a.phone;

/** A GET as the app makes it in a UI language (it sends Accept-Language). */
async function read<T>(sim: RunningSimulator, path: string, language: string, token?: string) {
  const answer = await http(sim).get<{ code: number; data: T }>(path, token, {
    'Accept-Language': language,
  });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

describe("the operator's catalogue in the reader's language", () => {
  it('answers the shop in English to an English reader: types, products, stores, store pages', async () => {
    const sim = await startTestSimulator();
    const types = await read<Schemas['ProductType'][]>(
      sim,
      '/tools/v1/api/shop/type/list',
      'en-US',
    );
    expect(types.map((type) => type.name)).toEqual([
      'Car wash',
      'Interior cleaning',
      'Maintenance',
      'Tyres',
      'Inspection agency',
    ]);
    const products = await read<Schemas['ProductPage']>(
      sim,
      '/tools/v1/api/shop/product/list?pageSize=50',
      'en-US',
    );
    expect(products.list).toHaveLength(12);
    for (const product of products.list) {
      const words = [product.name, product.typeName, product.description];
      words.push(...product.stores.flatMap((store) => [store.name, store.address]));
      expect(words.filter((word) => HAN.test(word))).toEqual([]);
    }
    const wash = await read<Schemas['Product']>(
      sim,
      '/tools/v1/api/shop/product/PRD001/show',
      'en-US',
    );
    expect(wash).toMatchObject({ name: 'Premium car wash', typeName: 'Car wash' });
    const stores = await read<Schemas['ShopStorePage']>(
      sim,
      '/tools/v1/api/shop/store/list',
      'en-US',
    );
    expect(stores.list.filter((store) => HAN.test(store.name + store.address))).toEqual([]);
    const store = await read<Schemas['ShopStoreDetail']>(
      sim,
      '/tools/v1/api/shop/store/ST01/show',
      'en-US',
    );
    expect(store.name).toBe('Dehong Parking Tuanjie Street Car Wash');
    expect(store.goods.filter((each) => HAN.test(each.name))).toEqual([]);
  });

  it('keeps the Chinese for a Chinese reader and for a request without a language', async () => {
    const sim = await startTestSimulator();
    for (const language of ['zh-CN', '']) {
      const wash = await read<Schemas['Product']>(
        sim,
        '/tools/v1/api/shop/product/PRD001/show',
        language,
      );
      expect(wash).toMatchObject({ name: '精致洗车', typeName: '洗车' });
    }
  });

  it('finds the car wash by "car wash" and by 洗车, in either language', async () => {
    const sim = await startTestSimulator();
    for (const language of ['en-US', 'zh-CN']) {
      for (const words of ['car wash', '洗车', 'CAR WASH']) {
        const found = await read<Schemas['ProductPage']>(
          sim,
          `/tools/v1/api/shop/product/list?pageSize=50&name=${encodeURIComponent(words)}`,
          language,
        );
        expect(
          found.list.map((product) => product.serial),
          `${words} in ${language}`,
        ).toContain('PRD001');
      }
    }
  });

  it("answers a member's cart and shop orders with the products' and stores' English names", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    await a.addToCart({ product: 'PRD001', count: 1 });
    const cart = await read<Schemas['CartLine'][]>(
      sim,
      '/tools/v1/api/shop/cart/list',
      'en-US',
      tokenOf(a),
    );
    expect(cart[0]!.product.name).toBe('Premium car wash');
    const order = await a.publishShopOrder({
      product: 'PRD007',
      count: 1,
      plate: FIXTURES.plates.arrears.number,
      phone: A,
      store: 'ST01',
    });
    const shown = await read<Schemas['ShopOrder']>(
      sim,
      `/tools/v1/api/shop/order/${order.serial}/show`,
      'en-US',
      tokenOf(a),
    );
    expect(shown.items[0]!.name).toBe('First car wash for new customers');
    expect(shown.store.name).toBe('Dehong Parking Tuanjie Street Car Wash');
    // The order keeps what it sold in the operator's words.
    expect(order.items[0]!.name).toBe('新客洗车体验');
  });

  it('answers the FAQ and the banner titles in English; news stays as written', async () => {
    const sim = await startTestSimulator();
    const faq = await read<Schemas['Question'][]>(sim, '/tools/v1/api/question/list', 'en-US');
    expect(faq[0]!.question).toBe('How is street parking charged?');
    expect(faq.filter((each) => HAN.test(each.question + each.answer))).toEqual([]);
    const chinese = await read<Schemas['Question'][]>(sim, '/tools/v1/api/question/list', 'zh-CN');
    expect(chinese[0]!.question).toBe('路内停车怎么收费？');
    const banners = await read<Schemas['Banner'][]>(
      sim,
      '/component/v1/api/banner/list?area=home',
      'en-US',
    );
    expect(banners.filter((banner) => HAN.test(banner.name))).toEqual([]);
  });

  it("names the member's coupons in English for an English reader, the 2 yuan used one too", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const english = await read<Schemas['CouponPage']>(
      sim,
      '/user/v1/api/member/coupon/list?pageSize=50',
      'en-US',
      tokenOf(a),
    );
    const names = english.list.map((coupon) => coupon.name);
    expect(names).toContain('Parking coupon ¥2');
    expect(names.filter((name) => HAN.test(name))).toEqual([]);
    const chinese = await read<Schemas['CouponPage']>(
      sim,
      '/user/v1/api/member/coupon/list?pageSize=50',
      'zh-CN',
      tokenOf(a),
    );
    expect(chinese.list.map((coupon) => coupon.name)).toContain('停车抵扣券2元');
  });

  it('draws the pictures of products, stores and banners without words in them', async () => {
    const sim = await startTestSimulator();
    for (const path of [
      '/media/shop/product/PRD004-1.svg',
      '/media/shop/product/PRD008-2.svg',
      '/media/shop/store/ST01.svg',
      '/media/shop/type/PT01.svg',
      '/media/cover/banner/2.svg',
    ]) {
      const response = await fetch(sim.url + path);
      expect(response.status, path).toBe(200);
      const svg = await response.text();
      expect(svg, path).toMatch(/^<svg /);
      expect(svg, path).not.toContain('<text');
    }
  });
});
