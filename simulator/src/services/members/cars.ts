import {
  isMembershipValid,
  isValidPlate,
  RENEWAL_NOTICE_DAYS,
  renewalDaysLeft,
} from '@dehong/api-spec/domain';
import type { Car, PlateType, Schemas, Vehicle } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail, notFound } from '../../http/errors';
import { storedNotice } from '../../i18n/notices';
import type { CarRow } from '../../repositories/members/cars';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { apiTime, pageOf, paging, type PageQuery } from '../../util/format';
import { uploadService } from '../media/uploads';

/** Spec section 2: the renewal link of a plate. */
export const renewalPath = (number: string) => `/app/vip/card/pay?number=${number}&vipIndex=3`;

/** The member's cars, their memberships (vehicle cards) and where they parked. */
export function carService(store: Store, clock: Clock) {
  const { cars, memberships } = store;
  const uploads = uploadService(store, clock);

  const car = (row: CarRow): Car => ({
    serial: row.serial,
    number: row.number,
    type: row.plate_type as PlateType,
    secret: row.secret === 1 ? 1 : 0,
    createTime: apiTime(row.created_at),
  });

  function own(member: MemberRow, serial: string): CarRow {
    const row = cars.bySerial(member.id, serial);
    if (!row) throw notFound('car');
    return row;
  }

  function ownPlate(member: MemberRow, number: string): CarRow {
    const row = cars.byNumber(member.id, number);
    if (!row) throw fail('notYourPlate');
    return row;
  }

  return {
    ownPlate,

    list(member: MemberRow, query: PageQuery) {
      const page = paging(query);
      return pageOf(
        cars.list(member.id, page.limit, page.offset).map(car),
        cars.count(member.id),
        page,
      );
    },

    /**
     * Binds a plate to the member. A plate another member holds needs proof, a photo of its
     * vehicle licence (`licence`, an upload of this member): it then moves here, and whoever held
     * it is told, so the "secret" switch and the plate's orders answer to one owner.
     */
    add(member: MemberRow, number: string, plateType: PlateType, licence?: string): Car {
      if (!isValidPlate(number, plateType)) throw fail('plateInvalid');
      if (cars.byNumber(member.id, number)) throw fail('carExists');
      const holders = cars.boundElsewhere(member.id, number);
      if (holders.length > 0 && licence === undefined) throw fail('plateBoundElsewhere');
      if (licence !== undefined && !uploads.licenceProves(member, licence, number)) {
        throw fail('licenceMismatch');
      }
      store.transaction(() => {
        const now = clock.nowMs();
        for (const holder of holders) {
          cars.remove(holder.member_id, holder.id);
          store.records.insertMessage({
            memberId: holder.member_id,
            ...storedNotice('plateUnbound', { number }),
            createdAt: now,
          });
          store.records.insertAction({
            memberId: holder.member_id,
            action: 'car',
            detail: `remove ${number} (proved by member ${member.id})`,
            createdAt: now,
          });
        }
        cars.insert({
          serial: null,
          memberId: member.id,
          number,
          plateType,
          createdAt: clock.nowMs(),
        });
        store.records.insertAction({
          memberId: member.id,
          action: 'car',
          detail: `add ${number}`,
          createdAt: clock.nowMs(),
        });
      });
      return car(cars.byNumber(member.id, number)!);
    },

    /** Whether the plate's orders and place are hidden from this member (the secret switch). */
    hiddenFrom: (member: MemberRow, number: string) => cars.hiddenFrom(member.id, number),

    setSecret(member: MemberRow, serial: string, secret: 0 | 1): Car {
      const row = own(member, serial);
      cars.setSecret(member.id, row.id, secret);
      return car(own(member, row.serial));
    },

    remove(member: MemberRow, serial: string) {
      const row = own(member, serial);
      store.transaction(() => {
        cars.remove(member.id, row.id);
        store.records.insertAction({
          memberId: member.id,
          action: 'car',
          detail: `remove ${row.number}`,
          createdAt: clock.nowMs(),
        });
      });
    },

    /**
     * Renewal messages by the simulator clock: for each of the member's plates whose
     * membership (its latest) ends within 7 days, and within 1 day, one message each, once. A
     * member first seen with 1 day left gets only the 1-day message. Returns how many were sent.
     */
    noticeRenewals(memberId: number): number {
      // Runs on every signed-in request: most members read have no car, and then no date either.
      const plates = cars.all(memberId);
      if (plates.length === 0) return 0;
      const today = clock.today();
      let sent = 0;
      for (const row of plates) {
        const latest = memberships.latest(row.number);
        const left = renewalDaysLeft(latest?.end_date, today);
        if (!latest || left === null) continue;
        const noticed = memberships.renewalNoticed(latest.id, memberId);
        const due = RENEWAL_NOTICE_DAYS.filter((days) => left <= days && !noticed.includes(days));
        if (due.length === 0) continue;
        store.transaction(() => {
          const createdAt = clock.nowMs();
          for (const days of due) {
            memberships.insertRenewalNotice({ membershipId: latest.id, memberId, days, createdAt });
          }
          store.records.insertMessage({
            memberId,
            ...storedNotice('renewalDue', {
              number: row.number,
              service: latest.service,
              endDate: latest.end_date,
              path: renewalPath(row.number),
            }),
            createdAt,
          });
        });
        sent += 1;
      }
      return sent;
    },

    /** The vehicle cards of the mine tab: premium while a membership's last day is not past. */
    vehicles(member: MemberRow): Vehicle[] {
      const today = clock.today();
      return cars.all(member.id).map((row) => {
        const latest = memberships.latest(row.number);
        return {
          number: row.number,
          plateType: row.plate_type as PlateType,
          expiry: latest?.end_date ?? null,
          service: latest?.service ?? null,
          economize: memberships.economize(row.number),
          isvalid: isMembershipValid(latest?.end_date, today),
        };
      });
    },

    subscribe(member: MemberRow, number: string, subscribe: 0 | 1): Schemas['Attention'] {
      ownPlate(member, number);
      cars.saveAttention(member.id, number, subscribe);
      return { number, subscribe };
    },

    /** Find-car: the plate's parking records, newest first. */
    spaceMessages(member: MemberRow, query: { number: string } & PageQuery) {
      ownPlate(member, query.number);
      const page = paging(query);
      const filter = { number: query.number, code: null, statuses: null };
      const list = store.orders
        .ofPlate({ ...filter, limit: page.limit, offset: page.offset })
        .map((row): Schemas['SpaceMessage'] => ({
          serial: row.serial,
          number: row.number,
          time: apiTime(row.start_at),
          message:
            row.finish_at === null
              ? `停放于${row.station_name}${row.space}号车位`
              : `曾停放于${row.station_name}${row.space}号车位，${apiTime(row.finish_at)}驶离`,
          space: row.space,
          address: row.address,
          stationName: row.station_name,
          finishTime: row.finish_at === null ? null : apiTime(row.finish_at),
        }));
      return pageOf(list, store.orders.countOfPlate(filter), page);
    },
  };
}

export type CarService = ReturnType<typeof carService>;
