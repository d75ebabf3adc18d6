import type { Db } from '../db/database';
import { carRepository, couponRepository, membershipRepository } from './cars';
import { catalogRepository } from './catalog';
import { chargingRepository } from './charging';
import { communityRepository } from './community';
import { contentRepository } from './content';
import { disputeRepository } from './disputes';
import { memberRecordRepository } from './member-records';
import {
  ledgerRepository,
  memberRepository,
  oneTimeKeyRepository,
  smsRepository,
  tokenRepository,
} from './members';
import { deviceRepository, orderRepository } from './orders';
import { payOrderRepository } from './pay-orders';
import { shopRepository } from './shop';
import { shopOrderRepository } from './shop-orders';
import { uploadRepository } from './uploads';

/** Every repository over one database, their statements prepared once. */
export function createStore(db: Db) {
  return {
    db,
    /** Runs `work` in one transaction (a savepoint when already inside one). */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
    members: memberRepository(db),
    ledger: ledgerRepository(db),
    tokens: tokenRepository(db),
    sms: smsRepository(db),
    keys: oneTimeKeyRepository(db),
    records: memberRecordRepository(db),
    cars: carRepository(db),
    memberships: membershipRepository(db),
    coupons: couponRepository(db),
    catalog: catalogRepository(db),
    orders: orderRepository(db),
    devices: deviceRepository(db),
    payOrders: payOrderRepository(db),
    content: contentRepository(db),
    community: communityRepository(db),
    shop: shopRepository(db),
    shopOrders: shopOrderRepository(db),
    charging: chargingRepository(db),
    uploads: uploadRepository(db),
    disputes: disputeRepository(db),
  };
}

export type Store = ReturnType<typeof createStore>;
