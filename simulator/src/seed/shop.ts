type Insert = (table: string, row: Record<string, string | number | null>) => number;

const SLOTS = ['09:00-11:00', '11:00-13:00', '14:00-16:00', '16:00-18:00'];

/** Partner stores near the operator's lots: two in Mangshi, one each in Ruili and Yingjiang. */
export const SHOP_STORES = [
  {
    serial: 'ST01',
    name: '德宏停车·团结大街洗车中心',
    nameEn: 'Dehong Parking Tuanjie Street Car Wash',
    area: '533103',
    address: '芒市团结大街88号（团结大街停车场东侧）',
    addressEn: '88 Tuanjie Street, Mangshi (east of the Tuanjie Street car park)',
    hours: '08:00-20:00',
    phone: '0692-2121001',
    lng: 98.5856,
    lat: 24.4334,
  },
  {
    serial: 'ST02',
    name: '芒市勇罕街汽车养护店',
    nameEn: 'Yonghan Street Car Care, Mangshi',
    area: '533103',
    address: '芒市勇罕街客运站停车场旁',
    addressEn: 'Beside the Yonghan Street bus station car park, Mangshi',
    hours: '08:30-19:00',
    phone: '0692-2121002',
    lng: 98.5899,
    lat: 24.4378,
  },
  {
    serial: 'ST03',
    name: '瑞丽姐告汽车服务中心',
    nameEn: 'Jiegao Car Service Centre, Ruili',
    area: '533102',
    address: '瑞丽市姐告大道26号',
    addressEn: '26 Jiegao Avenue, Ruili',
    hours: '08:00-19:30',
    phone: '0692-4121003',
    lng: 97.8716,
    lat: 24.0121,
  },
  {
    serial: 'ST04',
    name: '盈江平原路汽车服务站',
    nameEn: 'Pingyuan Road Car Service Station, Yingjiang',
    area: '533123',
    address: '盈江县平原路105号',
    addressEn: '105 Pingyuan Road, Yingjiang County',
    hours: '08:30-18:30',
    phone: '0692-8121004',
    lng: 97.9339,
    lat: 24.7058,
  },
] as const;

/** Car wash, interior cleaning, maintenance, tyres, annual-inspection agency: [Chinese, English]. */
const TYPES: [string, string][] = [
  ['洗车', 'Car wash'],
  ['内饰清洁', 'Interior cleaning'],
  ['保养', 'Maintenance'],
  ['轮胎', 'Tyres'],
  ['年检代办', 'Inspection agency'],
];

/** What a product's picture draws (routes/shop-pictures.ts). */
export type ProductPicture =
  | 'wash'
  | 'interior'
  | 'polish'
  | 'oil'
  | 'alignment'
  | 'aircon'
  | 'tyre'
  | 'inspection'
  | 'repair'
  | 'steam';

interface SeedProduct {
  name: string;
  nameEn: string;
  picture: ProductPicture;
  type: number; // 1-based index into TYPES
  price: number;
  original: number;
  stock: number;
  sold: number;
  stores: number[]; // 1-based store ids
  validDays?: number;
  limit?: number;
  appointment?: boolean;
  recommend?: boolean;
  description: string;
  descriptionEn: string;
}

/**
 * PRD001 is the home banner's car wash; PRD008 has its last 2 units (the out-of-stock demo and
 * the bad-input tests); PRD007 is limited to one per member.
 */
const PRODUCTS: SeedProduct[] = [
  {
    name: '精致洗车',
    nameEn: 'Premium car wash',
    picture: 'wash',
    type: 1,
    price: 2500,
    original: 3800,
    stock: 500,
    sold: 1268,
    stores: [1, 2, 3, 4],
    recommend: true,
    description: '车身泡沫精洗、轮毂清洁、玻璃擦拭、吸尘，约40分钟。到店出示券码即可，无需预约。',
    descriptionEn:
      'Foam wash of the body, wheel cleaning, windows and vacuuming, about 40 minutes. Show the code at the store; no appointment needed.',
  },
  {
    name: '内饰深度清洁',
    nameEn: 'Deep interior cleaning',
    picture: 'interior',
    type: 2,
    price: 8800,
    original: 12800,
    stock: 120,
    sold: 236,
    stores: [1, 3],
    validDays: 60,
    appointment: true,
    recommend: true,
    description: '座椅、顶棚、地毯、仪表台深度清洁与杀菌，约2小时，请预约到店时段。',
    descriptionEn:
      'Deep cleaning and disinfection of seats, headliner, carpets and dashboard, about 2 hours. Please book a time at the store.',
  },
  {
    name: '打蜡抛光',
    nameEn: 'Wax and polish',
    picture: 'polish',
    type: 1,
    price: 16800,
    original: 22800,
    stock: 80,
    sold: 97,
    stores: [1, 2],
    appointment: true,
    description: '精洗后全车抛光打蜡，恢复漆面光泽，约3小时，请预约。',
    descriptionEn:
      'A full polish and wax after a fine wash brings back the shine of the paint, about 3 hours. Please book.',
  },
  {
    name: '机油机滤更换（5W-30 全合成）',
    nameEn: 'Oil and filter change (5W-30 fully synthetic)',
    picture: 'oil',
    type: 3,
    price: 29900,
    original: 39900,
    stock: 60,
    sold: 154,
    stores: [2, 3, 4],
    validDays: 180,
    appointment: true,
    recommend: true,
    description: '4升全合成机油与原厂规格机滤，含工时与免费检查22项，请预约。',
    descriptionEn:
      '4 litres of fully synthetic oil and an OEM-spec oil filter, labour and a free 22-point check included. Please book.',
  },
  {
    name: '四轮定位',
    nameEn: 'Wheel alignment',
    picture: 'alignment',
    type: 4,
    price: 12800,
    original: 16800,
    stock: 50,
    sold: 61,
    stores: [2, 4],
    appointment: true,
    description: '电脑四轮定位与调整，解决跑偏、吃胎问题，约1小时，请预约。',
    descriptionEn:
      'Computer four-wheel alignment and adjustment for a car that pulls or wears its tyres, about 1 hour. Please book.',
  },
  {
    name: '空调清洗除菌',
    nameEn: 'Air-con cleaning',
    picture: 'aircon',
    type: 2,
    price: 12800,
    original: 16800,
    stock: 70,
    sold: 88,
    stores: [1, 3],
    description: '空调管路泡沫清洗、蒸发箱除菌，更换空调滤芯，约1小时。',
    descriptionEn:
      'Foam cleaning of the air-con ducts, evaporator disinfection and a new cabin filter, about 1 hour.',
  },
  {
    name: '新客洗车体验',
    nameEn: 'First car wash for new customers',
    picture: 'wash',
    type: 1,
    price: 990,
    original: 2500,
    stock: 300,
    sold: 2310,
    stores: [1, 2, 3, 4],
    validDays: 30,
    limit: 1,
    recommend: true,
    description: '新用户专享标准洗车一次，每人限购1件，30天内有效。',
    descriptionEn:
      'One standard car wash for new customers, limited to 1 per person, valid for 30 days.',
  },
  {
    name: '轮胎拆装工时',
    nameEn: 'Tyre fitting (labour)',
    picture: 'tyre',
    type: 4,
    price: 4900,
    original: 6900,
    stock: 2,
    sold: 43,
    stores: [2, 3],
    description: '自带轮胎到店拆装与动平衡，每条轮胎一张券。',
    descriptionEn:
      'Bring your own tyres: fitting and balancing at the store, one voucher per tyre.',
  },
  {
    name: '年检代办（小型汽车）',
    nameEn: 'Annual inspection agency (car)',
    picture: 'inspection',
    type: 5,
    price: 19900,
    original: 25000,
    stock: 40,
    sold: 72,
    stores: [1, 3],
    validDays: 60,
    appointment: true,
    recommend: true,
    description: '专人代驾上线检测并取回，检测费另付；请预约交车时段，带齐行驶证与交强险保单。',
    descriptionEn:
      'We drive your car to the inspection and back; the inspection fee is paid separately. Book a hand-over time and bring the registration and insurance papers.',
  },
  {
    name: '年检代办（新能源汽车）',
    nameEn: 'Annual inspection agency (new-energy car)',
    picture: 'inspection',
    type: 5,
    price: 21900,
    original: 26000,
    stock: 20,
    sold: 18,
    stores: [1],
    validDays: 60,
    appointment: true,
    description: '新能源车型代办年检，含三电安全检查；请预约交车时段。',
    descriptionEn:
      'Annual inspection for new-energy cars, with a battery, motor and electronics safety check. Book a hand-over time.',
  },
  {
    name: '轮胎补胎',
    nameEn: 'Puncture repair',
    picture: 'repair',
    type: 4,
    price: 3000,
    original: 4000,
    stock: 100,
    sold: 130,
    stores: [1, 2, 3, 4],
    description: '蘑菇钉内补，含拆装与充气，每处扎胎一张券。',
    descriptionEn:
      'Plug-patch repair from inside, with fitting and inflation; one voucher per puncture.',
  },
  {
    name: '室内消毒除味',
    nameEn: 'Interior disinfection and odour removal',
    picture: 'steam',
    type: 2,
    price: 5900,
    original: 7900,
    stock: 90,
    sold: 57,
    stores: [2, 4],
    description: '光触媒除味与高温蒸汽消毒，约40分钟。',
    descriptionEn:
      'Photocatalyst odour removal and high-temperature steam disinfection, about 40 minutes.',
  },
];

/** What each seeded product's picture draws, by serial (PRD001...). */
export const PRODUCT_PICTURES: ReadonlyMap<string, ProductPicture> = new Map(
  PRODUCTS.map((product, index) => [`PRD${String(index + 1).padStart(3, '0')}`, product.picture]),
);

/** The shop's types, products (with stock, pictures and their stores) and partner stores. */
export function seedShop(insert: Insert): void {
  const typeIds = TYPES.map(([name, nameEn], index) => {
    const serial = `PT0${index + 1}`;
    return insert('product_types', {
      serial,
      name,
      name_en: nameEn,
      icon: `/media/shop/type/${serial}.svg`,
    });
  });
  const storeIds = SHOP_STORES.map(({ nameEn, addressEn, ...store }) =>
    insert('shop_stores', {
      ...store,
      name_en: nameEn,
      address_en: addressEn,
      cover: `/media/shop/store/${store.serial}.svg`,
      slots: JSON.stringify(SLOTS),
    }),
  );
  PRODUCTS.forEach((product, index) => {
    const serial = `PRD${String(index + 1).padStart(3, '0')}`;
    const images = [1, 2, 3].map((view) => `/media/shop/product/${serial}-${view}.svg`);
    const productId = insert('products', {
      serial,
      name: product.name,
      name_en: product.nameEn,
      cover: images[0]!,
      images: JSON.stringify(images),
      price: product.price,
      original_price: product.original,
      type_id: typeIds[product.type - 1]!,
      stock: product.stock,
      supplied: product.stock,
      sold_before: product.sold,
      description: product.description,
      description_en: product.descriptionEn,
      valid_days: product.validDays ?? 90,
      member_limit: product.limit ?? 0,
      appointment: product.appointment ? 1 : 0,
      recommend: product.recommend ? 1 : 0,
    });
    for (const store of product.stores) {
      insert('shop_store_products', { store_id: storeIds[store - 1]!, product_id: productId });
    }
  });
}
