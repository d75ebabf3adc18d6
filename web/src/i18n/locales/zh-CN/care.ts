import type { Messages } from '../../messages';
import type enUS from '../en-US/care';

const care = {
  offer: {
    text: '字更大、按钮更大、首页更简单：试试长辈版？',
    accept: '开启长辈版',
    decline: '不用了',
  },
  home: {
    title: '您要办理什么？',
    pay: '缴停车费',
    arrears: '欠费 {{amount}}',
    noArrears: '没有欠费',
    topUp: '余额充值',
    card: '我的月卡',
    vehicles: '我的车辆',
    call: '打客服电话',
  },
} as const satisfies Messages<typeof enUS>;

export default care;
