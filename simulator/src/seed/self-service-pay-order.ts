import { DEFAULT_PAYEE, DEFAULT_PAYEE_NAME, DEFAULT_STAFF_CODE } from '@dehong/api-spec/domain';
import type { NewPayOrder } from '../repositories/pay-orders/pay-orders';

type Given = Pick<
  NewPayOrder,
  | 'id'
  | 'payCode'
  | 'memberId'
  | 'orderType'
  | 'goods'
  | 'goodsName'
  | 'numbers'
  | 'cost'
  | 'area'
  | 'createdAt'
> &
  Partial<Pick<NewPayOrder, 'appointment'>>;

/**
 * A pay order as the app's self-service publish leaves it (the states and fixtures that write pay
 * orders directly): the default staff and payee, no service fee, coupon or gift, no unit, remark
 * or appointment unless given.
 */
export function selfServicePayOrder({ cost, appointment = null, ...given }: Given): NewPayOrder {
  return {
    ...given,
    goodCover: '',
    sumCost: cost,
    service: 0,
    coupon: 0,
    cost,
    gift: 0,
    staff: DEFAULT_STAFF_CODE,
    staffName: '自助服务',
    team: '德宏智慧停车',
    payee: DEFAULT_PAYEE,
    payeeName: DEFAULT_PAYEE_NAME,
    beBusiness: 0,
    unit: null,
    remark: '',
    appointment,
  };
}
