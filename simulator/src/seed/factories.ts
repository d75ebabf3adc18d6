import { Faker, base, en, zh_CN } from '@faker-js/faker';

/** The fixed seed: every reseed produces the same demo data. */
export const FAKER_SEED = 20261121;

export function seededFaker(): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(FAKER_SEED);
  return faker;
}

const NEWS_SUBJECTS = [
  '芒市城区',
  '团结大街',
  '勇罕街',
  '瑞丽姐告',
  '盈江县城',
  '梁河县城',
  '德宏州',
  '芒市客运站',
  '人民医院周边',
  '商业街',
];
const NEWS_TOPICS: Record<string, string[]> = {
  announcement: [
    '新增路内停车泊位',
    '停车收费标准调整公告',
    '节假日停车免费时段安排',
    '智慧停车系统升级维护通知',
    '电子发票开具服务上线',
    '月卡办理优惠活动通知',
  ],
  traffic: [
    '道路施工期间交通管制',
    '早晚高峰出行提示',
    '雨季安全行车提醒',
    '临时交通疏导方案发布',
    '学校周边停车秩序整治',
  ],
  industry: [
    '智慧停车建设稳步推进',
    '新能源汽车充电桩布局完善',
    '城市停车难问题治理成效',
    '无感支付覆盖更多路段',
  ],
  service: ['停车缴费常见问题解答', '如何绑定车辆与开通自动扣费', '欠费补缴操作指南'],
};

export type NewsKind = keyof typeof NEWS_TOPICS;

export function newsTitle(faker: Faker, kind: NewsKind): string {
  return `${faker.helpers.arrayElement(NEWS_SUBJECTS)}${faker.helpers.arrayElement(NEWS_TOPICS[kind]!)}`;
}

export function newsDigest(faker: Faker, title: string): string {
  const closing = faker.helpers.arrayElement([
    '请广大车主合理安排出行。',
    '感谢市民朋友的理解与支持。',
    '详情请咨询客服热线。',
    '欢迎车主通过德宏停车公众号缴费。',
  ]);
  return `${title}，${faker.helpers.arrayElement(['即日起', '本周起', '近日', '下月起'])}实施。${closing}`;
}

const ACTIVITY_NAMES = [
  '新用户首单立减',
  '月卡限时八折',
  '充值满200送10',
  '停车缴费抽好礼',
  '绿色出行周',
  '新能源车停车优惠',
  '邀请好友得停车券',
  '周末停车半价',
  '签到赢积分',
  '年卡预约享好礼',
  '夜间停车优惠',
  '电子发票体验活动',
];

export function activityName(index: number): string {
  return ACTIVITY_NAMES[index % ACTIVITY_NAMES.length]!;
}

export function lotName(faker: Faker): string {
  return `${faker.location.street()}${faker.helpers.arrayElement(['停车场', '公共停车场', '路内停车区', '停车楼'])}`;
}
