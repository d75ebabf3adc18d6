import type { Messages } from '../../messages';
import type enUS from '../en-US/plate';

const plate = {
  keyboard: {
    title: '请输入车牌号',
    placeholder: '车牌号',
    confirm: '确定',
    delete: '删除',
    provinces: '省份',
    characters: '字母和数字',
  },
  types: {
    '1': '蓝牌',
    '2': '新能源',
    '3': '黄牌',
    '4': '临时/无牌车',
  },
  required: '请先输入车牌号',
} satisfies Messages<typeof enUS>;

export default plate;
