import { addDays, DAY_MS, DEFAULT_PAYEE_NAME, MINUTE_MS } from '@dehong/api-spec/domain';
import { type FixtureSeed } from './context';
import { activityName, newsDigest, newsTitle, type NewsKind } from './factories';
import { FIXTURES } from './fixtures';

/** The demo's app configuration (one row); provider states start from it too. */
export const APP_CONFIG = {
  id: 1,
  hotline: '0692-2888666',
  service_url: '/media/service.html',
  law_url: '/media/agreement.html',
  copyright: '© 2026 德宏州智慧停车管理有限公司',
  record_number: '滇ICP备2026000001号-1',
  notice:
    '<p>停车缴费请认准<strong>德宏停车</strong>官方渠道。路内停车前15分钟免费，超时按小时计费。</p>',
  appid: 'wx5d1a2b3c4d5e6f70',
  merchant_name: DEFAULT_PAYEE_NAME,
  launch_image: '/media/cover/launch/1.svg',
  launch_duration: 3,
  launch_url: '/app/material/activity',
};

/** The app configuration and the service halls (whose licence numbers draw from faker first). */
export function seedConfigAndHalls({ rows, faker, today }: FixtureSeed): void {
  rows.insert('app_config', APP_CONFIG);
  const halls = [
    { name: '德宏停车芒市服务大厅', address: '芒市团结大街88号', lng: 98.5861, lat: 24.4342 },
    { name: '德宏停车瑞丽服务点', address: '瑞丽市人民路56号', lng: 97.8561, lat: 24.0131 },
    { name: '德宏停车盈江服务点', address: '盈江县平原路12号', lng: 97.9345, lat: 24.7061 },
    { name: '德宏停车梁河服务点', address: '梁河县遮岛路3号', lng: 98.2975, lat: 24.8049 },
  ];
  halls.forEach((hall, index) =>
    rows.insert('orgs', {
      serial: `ORG0${index + 1}`,
      ...hall,
      tel: `0692-28886${60 + index}`,
      open_time: '08:30-17:30',
      licence_number: `91533100MA6${faker.string.alphanumeric({ length: 7, casing: 'upper' })}`,
      licence: `/media/cover/licence/${index + 1}.svg`,
      licence_valid_until: addDays(today, 365 * 3),
    }),
  );
}

/** News in 4 types, activities, the home banners, the menus of each screen and the FAQs. */
export function seedContent({ rows, faker, now, today }: FixtureSeed): void {
  const types: [NewsKind, string, number][] = [
    ['announcement', '停车公告', 0],
    ['traffic', '交通资讯', 1],
    ['industry', '行业动态', 1],
    ['service', '便民服务', 0],
  ];
  types.forEach(([, name], sort) =>
    rows.insert('news_types', { serial: `NT0${sort + 1}`, name, sort }),
  );
  for (let index = 0; index < FIXTURES.counts.news; index++) {
    const typeIndex = index % types.length;
    const [kind, , classification] = types[typeIndex]!;
    const title = newsTitle(faker, kind);
    const serial = `N${String(index + 1).padStart(3, '0')}`;
    rows.insert('news', {
      serial,
      title,
      digest: newsDigest(faker, title),
      cover: `/media/cover/news/${index + 1}.svg`,
      url: `/media/news/${serial}.html`,
      type_id: typeIndex + 1,
      recommend: index % 4 === 0 ? 1 : 0,
      classification,
      created_at:
        now - (index * 2 + 1) * DAY_MS - faker.number.int({ min: 0, max: 600 }) * MINUTE_MS,
    });
  }
  for (let index = 0; index < FIXTURES.counts.activities; index++) {
    const serial = `ACT${String(index + 1).padStart(2, '0')}`;
    rows.insert('activities', {
      serial,
      title: activityName(index),
      cover: `/media/cover/activity/${index + 1}.svg`,
      url: `/media/activity/${serial}.html`,
      start_date: addDays(today, -index * 5),
      end_date: addDays(today, 30 - index * 3),
      created_at: now - index * 5 * DAY_MS,
    });
  }
  const banners = [
    {
      type: 'news',
      name: '停车收费标准调整公告',
      name_en: 'Notice: parking fees adjusted',
      content: '/media/news/N001.html',
    },
    {
      type: 'goods',
      name: '精致洗车 限时特惠',
      name_en: 'Premium car wash: limited-time offer',
      content: 'PRD001',
    },
    {
      type: 'miniPro',
      name: '德宏停车小程序',
      name_en: 'Dehong Parking mini program',
      content: 'pages/index/index',
    },
  ];
  banners.forEach((banner, sort) =>
    rows.insert('banners', {
      serial: `BN0${sort + 1}`,
      ...banner,
      cover: `/media/cover/banner/${sort + 1}.svg`,
      area: 'home',
      recommend: 1,
      sort,
    }),
  );
  const elements: Record<string, [string, string, boolean, boolean][]> = {
    home: [
      ['缴费', '/app/vip/order/arrears', false, true],
      ['充值', '/app/vip/recharge', true, true],
      ['办卡', '/app/vip/card', true, true],
      ['寻车', '/app/tools/look', true, true],
      ['发票', '/app/vip/invoice/index', true, true],
      ['充电站', '/evc/station', false, true],
      ['服务', '/shop/index', false, false],
      ['更多', '/app/more', false, true],
    ],
    mine: [
      ['出行账单', '/app/vip/order/index', true, true],
      ['车服订单', '/shop/order/index', true, true],
      ['会员套餐', '/app/vip/order/pay/card', true, true],
      ['我的车辆', '/app/vip/car/index', true, true],
      ['我的车位', '/app/vip/space/index', true, true],
      ['电子发票', '/app/vip/invoice/index', true, true],
      ['消息', '/app/vip/message/index', true, true],
      ['推广码', '/app/vip/share', true, true],
    ],
    more: [
      ['活动', '/app/material/activity', false, true],
      ['资讯', '/app/material/news', false, true],
      ['出行账单', '/app/vip/order/index', true, true],
      ['车辆', '/app/vip/car/index', true, true],
      ['车位', '/app/vip/space/index', true, true],
      ['发票', '/app/vip/invoice/index', true, true],
      ['消息', '/app/vip/message/index', true, true],
      ['推广码', '/app/vip/share', true, true],
      ['分享', '/app/vip/share', false, false],
      ['常用工具', '/app/tools/index', true, true],
    ],
    tools: [
      ['意见反馈', '/app/tools/feedback/index', true, true],
      ['设置', '/app/tools/setting/index', true, true],
      ['寻车', '/app/tools/look', true, true],
      ['答题', '/game/exam/index', false, false],
    ],
  };
  let elementSerial = 0;
  for (const [screen, entries] of Object.entries(elements)) {
    entries.forEach(([name, path, needLogin, open], sort) => {
      elementSerial += 1;
      rows.insert('elements', {
        serial: `EL${String(elementSerial).padStart(3, '0')}`,
        screen,
        name,
        icon: `/media/icon/${screen}-${sort + 1}.svg`,
        path,
        need_login: needLogin ? 1 : 0,
        open: open ? 1 : 0,
        sort,
      });
    });
  }
  const questions: [string, string, string, string][] = [
    [
      '路内停车怎么收费？',
      '芒市路内停车前15分钟免费，超过后每开始一小时2元，24小时内最高20元。各县市标准见收费公示。',
      'How is street parking charged?',
      'In Mangshi the first 15 minutes are free; after that each hour begun costs 2 yuan, at most 20 yuan in 24 hours. Each county publishes its own fees.',
    ],
    [
      '如何补缴欠费？',
      '在首页输入车牌查询订单，点击结算即可补缴，支持余额和微信支付。',
      'How do I pay arrears?',
      'Enter the plate on the home screen to find its orders, then tap Settle: pay from the balance or by WeChat Pay.',
    ],
    [
      '月卡从哪天开始生效？',
      '月卡和季卡自购买当天生效；年卡可预约今天起31天内的任一天生效。',
      'When does a card start?',
      'Month and quarter cards start on the day they are bought; a year card can start on any day within 31 days from today.',
    ],
    [
      '充值赠送的金额可以退吗？',
      '赠送金额不予退还，退款金额为充值本金且不超过当前余额。',
      'Is the bonus of a top-up refundable?',
      'The bonus is not refunded: a refund gives back what was paid in, up to the current balance.',
    ],
    [
      '如何开具电子发票？',
      '在“我的-电子发票”中选择已支付的订单，填写抬头后提交即可。',
      'How do I get an e-invoice?',
      'In Mine > E-invoice, choose paid orders, fill in the invoice title and submit.',
    ],
    [
      '无牌车怎么缴费？',
      '扫描车位上的设备二维码，选择“我是无牌车”，结算后即可缴费。',
      'How does a car without a plate pay?',
      'Scan the code on the device at the space, choose "I am a no-plate car", then settle and pay.',
    ],
  ];
  questions.forEach(([question, answer, questionEn, answerEn], sort) =>
    rows.insert('questions', {
      question,
      answer,
      question_en: questionEn,
      answer_en: answerEn,
      sort,
    }),
  );
}

/** The community: topics, posts (user A wrote the first) with comments, and A's answered feedback. */
export function seedCommunity({ rows, faker, now }: FixtureSeed, memberA: number): void {
  ['停车经验', '城市出行', '车友闲聊'].forEach((name, index) =>
    rows.insert('topics', { serial: `TP0${index + 1}`, name }),
  );
  for (let index = 0; index < 8; index++) {
    const postId = rows.insert('posts', {
      topic_id: (index % 3) + 1,
      member_id: index === 0 ? memberA : null,
      author: index === 0 ? FIXTURES.users.a.nickname : faker.person.fullName(),
      account_pic: '',
      content: faker.helpers.arrayElement([
        '团结大街晚上停车位比较充足，推荐大家晚饭后来。',
        '月卡真的划算，每天上班停车省心多了。',
        '新能源车停车有优惠吗？求科普。',
        '勇罕街路边停车15分钟内免费，接送孩子很方便。',
        '瑞丽姐告停车场周末人很多，建议早点去。',
      ]),
      created_at: now - (index + 1) * 3 * DAY_MS,
    });
    for (let c = 0; c < index % 3; c++) {
      rows.insert('comments', {
        post_id: postId,
        member_id: null,
        author: faker.person.fullName(),
        content: faker.helpers.arrayElement(['说得对！', '感谢分享', '学到了', '同感']),
        created_at: now - (index + 1) * 3 * DAY_MS + (c + 1) * 60 * MINUTE_MS,
      });
    }
  }
  rows.insert('feedback', {
    member_id: memberA,
    content: '希望团结大街增加一些停车位。',
    contact: FIXTURES.users.a.phone,
    images: '[]',
    reply: '感谢您的建议，我们已反馈给相关部门。',
    created_at: now - 12 * DAY_MS,
  });
}
