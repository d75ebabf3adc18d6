import { fenToYuan, MINUTE_MS } from '@dehong/api-spec/domain';
import { badRequest } from '../http/errors';
import type { StateContext } from './context';

/** Parking notices and auto-pay: the states of the pacts and tests that need them. */
export function chatNoticeStates({ store, services, rows, now, member }: StateContext) {
  function carOf(phone: string, plate: string) {
    const car = store.cars.byNumber(member(phone).id, plate);
    if (!car) throw badRequest(`user ${phone} has no car with plate ${plate}`);
    return car;
  }

  return {
    /** Notices on and auto-pay on with this cap for one of the member's plates. */
    autoPayOn(phone: string, plate: string, cap: number) {
      const car = carOf(phone, plate);
      store.cars.saveAttention(car.member_id, plate, 1);
      services.chatNotices.setAutoPay(member(phone), plate, 1, cap);
    },

    /** A "payment received" chat notice of a 4.00-yuan parking order of the plate, a minute ago. */
    paymentNotice(phone: string, plate: string, bookCode: string) {
      const car = carOf(phone, plate);
      const amount = 400;
      rows.insert('chat_notices', {
        member_id: car.member_id,
        kind: 'paymentReceived',
        number: plate,
        order_id: null,
        params: JSON.stringify({
          type: 'parking',
          goodsName: `停车费 ${plate}（1笔）`,
          numbers: plate,
          count: 1,
          yuan: fenToYuan(amount),
          amount,
          automatic: 1,
          number: plate,
          bookCode,
        }),
        link: `/m/order/show?c=${encodeURIComponent(bookCode)}`,
        once_key: null,
        created_at: now() - MINUTE_MS,
      });
    },
  };
}
