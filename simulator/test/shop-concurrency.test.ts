import type { Api, PayParams, ShopOrder } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../src/index';
import {
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
  tokenOf,
  type Envelope,
} from './support/simulator';

const CAR_WASH = 'PRD001';
const BUYERS = 10;
const TAPS_EACH = 20;

/** The last `units` of a product: the rest of its stock is taken off sale (and out of supply). */
function leaveLastUnits(sim: RunningSimulator, serial: string, units: number) {
  sim.db
    .prepare(
      'UPDATE products SET supplied = supplied - (stock - @units), stock = @units WHERE serial = @serial',
    )
    .run({ serial, units });
}

async function paySheet(sim: RunningSimulator, params: PayParams) {
  const answer = await http(sim).json<{ err_msg: string }>('POST', '/__chat/pay', {
    ...params,
    appId: params.appid,
    result: 'ok',
  });
  return answer.body.err_msg;
}

describe('the last units of a product', () => {
  it(`${BUYERS * TAPS_EACH} buys at once over real HTTP of the last 5 units: exactly 5 sold, the rest told it is out of stock`, async () => {
    const sim = await startTestSimulator();
    leaveLastUnits(sim, CAR_WASH, 5);
    const buyers: Api[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await signIn(sim, `1370000000${i}`));
    const { sold: soldBefore } = await buyers[0]!.showProduct(CAR_WASH);

    // Raw form posts, all in flight together: the client's duplicate-submit lock would hold a
    // buyer's second tap back, and the point is that the server alone keeps the stock.
    const answers = await Promise.all(
      buyers.flatMap((buyer, i) =>
        Array.from({ length: TAPS_EACH }, () =>
          http(sim).form<Envelope<ShopOrder>>(
            '/tools/v1/api/shop/order/publish',
            {
              product: CAR_WASH,
              count: 1,
              plate: '云N12345',
              phone: `1370000000${i}`,
              store: 'ST01',
            },
            tokenOf(buyer),
          ),
        ),
      ),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(codes.filter((code) => code === 0)).toHaveLength(5);
    expect(codes.filter((code) => code === 5001)).toHaveLength(BUYERS * TAPS_EACH - 5);
    expect((await buyers[0]!.showProduct(CAR_WASH)).stock).toBe(0);

    const placed = answers.flatMap((answer, index) =>
      answer.body.code === 0
        ? [{ order: answer.body.data!, buyer: buyers[Math.floor(index / TAPS_EACH)]! }]
        : [],
    );
    for (const { order, buyer } of placed) {
      const { payCode } = await buyer.publishShopPayOrder(order);
      const params = await buyer.payParamsFor(order.store.area, payCode);
      expect(await paySheet(sim, params)).toBe('get_brand_wcpay_request:ok');
      expect((await buyer.showShopOrder(order.serial)).vouchers).toHaveLength(1);
    }
    expect(await buyers[0]!.showProduct(CAR_WASH)).toMatchObject({
      stock: 0,
      sold: soldBefore + 5,
    });
    expect(moneyViolations(sim)).toEqual([]);
  });
});
