import type { Db } from '../db/database';
import { chargingRepository } from './charging/charging';
import { catalogRepository } from './content/catalog';
import { communityRepository } from './content/community';
import { contentRepository } from './content/content';
import { disputeRepository } from './disputes/disputes';
import { kerbSignRepository, stickerReportRepository } from './kerb-signs/kerb-signs';
import { uploadRepository } from './media/uploads';
import { carRepository, couponRepository, membershipRepository } from './members/cars';
import {
  ledgerRepository,
  memberRepository,
  oneTimeKeyRepository,
  smsRepository,
  tokenRepository,
} from './members/members';
import { payoutRepository } from './members/payouts';
import { memberRecordRepository } from './members/records';
import { deviceRepository, orderRepository } from './orders/orders';
import { bankPaymentRepository } from './pay-orders/bank-payments';
import { invoiceRepository } from './pay-orders/invoices';
import { payOrderRepository } from './pay-orders/pay-orders';
import { shopOrderRepository } from './shop/orders';
import { shopRepository } from './shop/shop';

/** Every repository over one database, their statements prepared once. */
export function createStore(db: Db) {
  return {
    db,
    /** Runs `work` in one transaction (a savepoint when already inside one). */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
    /**
     * Runs `work` in a transaction that is always rolled back, and answers what it answered: what
     * a change would do (a close's preview runs the close itself), with nothing changed.
     */
    dryRun<T>(work: () => T): T {
      const rollback = Symbol('dry run');
      let result: { value: T } | undefined;
      try {
        db.transaction(() => {
          result = { value: work() };
          throw rollback;
        })();
      } catch (error) {
        if (error !== rollback) throw error;
      }
      return result!.value;
    },
    members: memberRepository(db),
    ledger: ledgerRepository(db),
    payouts: payoutRepository(db),
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
    bankPayments: bankPaymentRepository(db),
    invoices: invoiceRepository(db),
    content: contentRepository(db),
    community: communityRepository(db),
    shop: shopRepository(db),
    shopOrders: shopOrderRepository(db),
    charging: chargingRepository(db),
    uploads: uploadRepository(db),
    disputes: disputeRepository(db),
    kerbSigns: kerbSignRepository(db),
    stickerReports: stickerReportRepository(db),
  };
}

export type Store = ReturnType<typeof createStore>;
