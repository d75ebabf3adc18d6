import type { Messages } from '../../messages';
import type enUS from '../en-US/vehicles';

const vehicles = {
  cards: {
    label: '我的车辆',
    premium: '尊享会员 · {{service}}',
    validUntil: '有效期至 {{date}}',
    renew: '续费',
    ordinary: '普通会员',
    noMembership: '暂未办理月卡',
    buyCard: '去办卡',
    add: '+ 添加车辆',
  },
} satisfies Messages<typeof enUS>;

export default vehicles;
