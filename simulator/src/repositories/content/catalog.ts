import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface CardRow {
  id: number;
  serial: string;
  name: string;
  duration: number;
  price: number;
  original_price: number;
  service: string;
  reserve: number;
  /** Earliest activation date; null: today. */
  min_day: string | null;
}

export interface PackageRow {
  id: number;
  serial: string;
  name: string;
  price: number;
  give: number;
  type: number;
  tag: string;
  service: string;
}

export interface OrgRow {
  id: number;
  serial: string;
  name: string;
  address: string;
  lng: number;
  lat: number;
  tel: string;
  open_time: string;
  licence_number: string;
  licence: string;
  licence_valid_until: string;
}

export interface AppConfigRow {
  hotline: string;
  service_url: string;
  law_url: string;
  copyright: string;
  record_number: string;
  notice: string;
  appid: string;
  merchant_name: string;
  launch_image: string;
  launch_duration: number;
  launch_url: string;
}

/** What the operator sells and publishes: staff, cards, recharge packages, halls, configuration. */
export function catalogRepository(db: Db) {
  const s = onFirstUse(db, {
    staff: () => db.prepare('SELECT * FROM staff WHERE serial = @serial'),
    allStaff: () => db.prepare('SELECT serial, name, team FROM staff ORDER BY serial'),
    cards: () => db.prepare('SELECT * FROM membership_cards ORDER BY sort, id'),
    card: () => db.prepare('SELECT * FROM membership_cards WHERE serial = @serial'),
    packages: () => db.prepare('SELECT * FROM recharge_packages ORDER BY sort, id'),
    package: () => db.prepare('SELECT * FROM recharge_packages WHERE serial = @serial'),
    rights: () => db.prepare('SELECT * FROM rights_packages ORDER BY id'),
    orgs: () => db.prepare('SELECT * FROM orgs ORDER BY id'),
    org: () => db.prepare('SELECT * FROM orgs WHERE serial = @serial'),
    config: () => db.prepare('SELECT * FROM app_config WHERE id = 1'),
    equity: () => db.prepare('SELECT * FROM equity_packages WHERE id = 1'),
  });
  return {
    staff: (serial: string) =>
      s.staff.get({ serial }) as { serial: string; name: string; team: string } | undefined,
    allStaff: () => s.allStaff.all() as { serial: string; name: string; team: string }[],
    cards: () => s.cards.all() as CardRow[],
    card: (serial: string) => s.card.get({ serial }) as CardRow | undefined,
    packages: () => s.packages.all() as PackageRow[],
    package: (serial: string) => s.package.get({ serial }) as PackageRow | undefined,
    rights: () =>
      s.rights.all() as {
        serial: string;
        name: string;
        price: number;
        description: string;
        coupons: string;
      }[],
    orgs: () => s.orgs.all() as OrgRow[],
    org: (serial: string) => s.org.get({ serial }) as OrgRow | undefined,
    config: () => s.config.get() as AppConfigRow,
    equity: () =>
      s.equity.get() as
        { serial: string; name: string; description: string; rights: string } | undefined,
  };
}
