import { AREAS, DEFAULT_STAFF_CODE, PLATE_TYPES } from '@dehong/api-spec/domain';

/**
 * The named demo fixtures. Docs, tests, the web app's tests, the e2e suite and the
 * contracts rely on these exact values; every reseed recreates them with times relative to the
 * simulator clock at seeding.
 */
export const FIXTURES = {
  users: {
    a: {
      phone: '13800138000',
      nickname: '李明',
      funds: 5000,
      integral: 1230,
      unusedCoupons: 2,
      cars: ['云N12345', '云ND66666'],
    },
    b: {
      phone: '13900139000',
      nickname: '王芳',
      funds: 0,
      integral: 0,
      unusedCoupons: 0,
      cars: [] as string[],
    },
  },
  plates: {
    /** User A's blue plate: arrears in Mangshi, parking now, a long history. */
    arrears: {
      number: '云N12345',
      plateType: PLATE_TYPES.blue,
      area: AREAS.mangshi,
      /** Minutes parked and the fee (fen) of each order to pay (status 22), oldest first. */
      toPay: [
        { minutes: 200, fee: 800 },
        { minutes: 75, fee: 400 },
        { minutes: 30, fee: 200 },
      ],
      arrears: 1400,
      parkingStartedMinutesAgo: 90,
      parkingDevice: 'D10001',
      completed: 14,
    },
    /** User A's new-energy plate with a membership valid 30 more days: it parks free. */
    member: {
      number: '云ND66666',
      plateType: PLATE_TYPES.newEnergy,
      membershipDaysLeft: 30,
      freeOrders: 2,
    },
    /** Nobody's car: arrears in Ruili. */
    ruili: {
      number: '云N54321',
      plateType: PLATE_TYPES.blue,
      area: AREAS.ruili,
      toPay: [
        { minutes: 130, fee: 900 },
        { minutes: 45, fee: 300 },
      ],
      arrears: 1200,
    },
    /** Parked now at D10005, recorded by the space's sensor (type 1: leave now is refused). */
    sensor: { number: '云NB2468', plateType: PLATE_TYPES.blue, device: 'D10005' },
    /** A plate without any order. */
    clean: { number: '云N00000', plateType: PLATE_TYPES.blue },
  },
  devices: {
    /** Where 云N12345 is parked now (and was last seen). */
    lastSeen: { code: 'D10001', number: '云N12345' },
    /** A no-plate car is parked here (pseudo plate 云临10002). */
    noPlate: { code: 'D10002', pseudoPlate: '云临10002' },
    /** A free space in Mangshi, for check-in. */
    free: { code: 'D10003' },
    /** Ruili; a sensor (type 1) order is parking at D10005. */
    ruili: { code: 'D10004' },
    sensor: { code: 'D10005' },
    unknown: { code: 'D99999' },
  },
  /**
   * The spaces whose sign carries the operator's signature (key dh2026): 团结大街's two. Every
   * other space still has an older sign with the device code alone, until the console prints it.
   */
  kerbSigns: { signed: ['D10001', 'D10002'], keyId: 'dh2026', unsigned: 'D10003' },
  staff: {
    sales: { serial: '8001', name: '张伟', team: '芒市城区一组' },
    default: { serial: DEFAULT_STAFF_CODE, name: '自助服务', team: '德宏智慧停车' },
  },
  /** In display order; vipIndex is the position. The yearly card has reserve=1. */
  cards: [
    {
      serial: 'VC01',
      name: '月卡',
      duration: 30,
      price: 15000,
      originalPrice: 20000,
      service: '德宏停车月卡',
      reserve: 0,
    },
    {
      serial: 'VC02',
      name: '季卡',
      duration: 90,
      price: 40000,
      originalPrice: 60000,
      service: '德宏停车季卡',
      reserve: 0,
    },
    {
      serial: 'VC03',
      name: '年卡',
      duration: 365,
      price: 150000,
      originalPrice: 240000,
      service: '德宏停车年卡',
      reserve: 1,
    },
  ],
  /** Four packages, then `other` (any amount of at least 1000 fen). give: yuan (type 0) or %. */
  rechargePackages: [
    { serial: 'RP01', name: '50元', price: 5000, give: 0, type: 0, tag: '', service: '余额充值' },
    {
      serial: 'RP02',
      name: '100元',
      price: 10000,
      give: 5,
      type: 0,
      tag: '热门',
      service: '余额充值',
    },
    { serial: 'RP03', name: '200元', price: 20000, give: 5, type: 1, tag: '', service: '余额充值' },
    {
      serial: 'RP04',
      name: '500元',
      price: 50000,
      give: 8,
      type: 1,
      tag: '超值',
      service: '余额充值',
    },
    { serial: 'RP05', name: 'other', price: 0, give: 0, type: 0, tag: '', service: '余额充值' },
  ],
  /** Redemption codes for coupon convert (each works once). */
  couponCodes: [
    { code: 'DHPARK2026', name: '停车抵扣券5元', amount: 500, minCost: 0, days: 30 },
    { code: 'WELCOME10', name: '新人停车券10元', amount: 1000, minCost: 1500, days: 60 },
  ],
  counts: { lots: 30, lotsAroundMangshi: 24, news: 25, newsTypes: 4, activities: 12, banners: 3 },
} as const;

export type Fixtures = typeof FIXTURES;
