import type { MembershipCard, RechargePackage, Schemas } from '@dehong/api-spec';
import { activationWindow, distanceMetres, PUBLIC_ACCOUNT_STATE } from '@dehong/api-spec/domain';
import type { Clock } from '../../clock';
import { notFound } from '../../http/errors';
import { FEE_RULES } from '../orders/billing';
import type { CardRow, OrgRow, PackageRow } from '../../repositories/content/catalog';
import type { Store } from '../../repositories/store';

/** What the operator sells and publishes (spec section 7: staff, vip card, vip price...). */
export function catalogService(store: Store, clock: Clock) {
  const { catalog } = store;

  const card = (row: CardRow): MembershipCard => ({
    serial: row.serial,
    name: row.name,
    duration: row.duration,
    price: row.price,
    originalPrice: row.original_price,
    service: row.service,
    reserve: row.reserve === 1 ? 1 : 0,
    minday: activationWindow(clock.today(), row.min_day ?? undefined).first,
  });

  const rechargePackage = (row: PackageRow): RechargePackage => ({
    serial: row.serial,
    name: row.name,
    price: row.price,
    give: row.give,
    type: row.type === 1 ? 1 : 0,
    tag: row.tag,
    service: row.service,
  });

  const org = (row: OrgRow, distance?: number): Schemas['Org'] => ({
    serial: row.serial,
    name: row.name,
    address: row.address,
    lng: row.lng,
    lat: row.lat,
    tel: row.tel,
    openTime: row.open_time,
    ...(distance === undefined ? {} : { distance }),
  });

  function findOrg(serial: string) {
    const row = catalog.org(serial);
    if (!row) throw notFound('org');
    return row;
  }

  return {
    staff(serial: string): Schemas['Staff'] {
      const row = catalog.staff(serial);
      if (!row) throw notFound('staff');
      return row;
    },
    cards: () => catalog.cards().map(card),
    card(serial: string) {
      const row = catalog.card(serial);
      if (!row) throw notFound('card');
      return row;
    },
    rechargePackages: () => catalog.packages().map(rechargePackage),
    rechargePackage(serial: string) {
      const row = catalog.package(serial);
      if (!row) throw notFound('package');
      return row;
    },
    rightsPackages: (): Schemas['RightsPackage'][] =>
      catalog.rights().map((row) => ({
        serial: row.serial,
        name: row.name,
        price: row.price,
        description: row.description,
        coupons: JSON.parse(row.coupons) as Schemas['RightsPackage']['coupons'],
      })),
    equityPackage(): Schemas['EquityPackage'] {
      const row = catalog.equity();
      if (!row) throw notFound('equity');
      return {
        serial: row.serial,
        name: row.name,
        description: row.description,
        rights: JSON.parse(row.rights) as Schemas['EquityPackage']['rights'],
      };
    },
    nearbyOrgs(point: { lng: number; lat: number }, radius: number) {
      return catalog
        .orgs()
        .map((row) => ({ row, distance: Math.round(distanceMetres(point, row)) }))
        .filter(({ distance }) => distance <= radius)
        .sort((a, b) => a.distance - b.distance)
        .map(({ row, distance }) => org(row, distance));
    },
    org: (serial: string) => org(findOrg(serial)),
    qualification(serial: string): Schemas['OrgQualification'] {
      const row = findOrg(serial);
      return {
        serial: row.serial,
        name: row.name,
        licenceNumber: row.licence_number,
        licence: row.licence,
        validUntil: row.licence_valid_until,
      };
    },
    appConfig(): Schemas['AppConfig'] {
      const row = catalog.config();
      return {
        hotline: row.hotline,
        serviceUrl: row.service_url,
        lawUrl: row.law_url,
        copyright: row.copyright,
        recordNumber: row.record_number,
        notice: row.notice,
        publicAccountState: PUBLIC_ACCOUNT_STATE,
        appid: row.appid,
        feeRules: Object.keys(FEE_RULES).map((code) => ({
          code: code as Schemas['AreaCode'],
          url: `/media/fee-rule/${code}.html`,
        })),
      };
    },
    launchConfig(): Schemas['LaunchConfig'] {
      const row = catalog.config();
      return { image: row.launch_image, duration: row.launch_duration, url: row.launch_url };
    },
    merchantName: () => catalog.config().merchant_name,
    appId: () => catalog.config().appid,
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
