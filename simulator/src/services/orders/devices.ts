import { isValidPlate, PLATE_TYPES } from '@dehong/api-spec/domain';
import type { Order, PlateType, Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail, notFound } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { OrderRow } from '../../repositories/orders/orders';
import type { Store } from '../../repositories/store';
import { isNoPlate, orderBookCode } from './codes';

/**
 * The kerb devices at the spaces: what one saw, a member's self check-in there, and the no-plate
 * session a member started at one.
 */
export function orderDevices(
  store: Store,
  clock: Clock,
  views: { toOrder(row: OrderRow): Order; end(row: OrderRow): OrderRow },
) {
  const { orders, devices } = store;
  const { toOrder, end } = views;

  function device(code: string) {
    const row = devices.byCode(code);
    if (!row) throw notFound('device');
    return row;
  }

  return {
    device,

    /**
     * Self check-in at a kerb device: a new parking order (status 0), type 0, or type 2 (a no-plate
     * session) for a temporary plate. The member is recorded: they may end it.
     */
    checkIn(member: MemberRow, code: string, number: string, plateType: PlateType) {
      if (!isValidPlate(number, plateType)) throw fail('plateInvalid');
      // A check-in runs a meter on the plate: not on a plate other members have bound.
      if (orders.plateOfOthers(member.id, number)) throw fail('notYourPlateToCheckIn');
      const space = device(code);
      if (orders.parkingAtDevice(code)) throw fail('spaceOccupied');
      if (orders.parkingOfPlate(number)) throw fail('alreadyParking');
      const now = clock.nowMs();
      const id = store.transaction(() => {
        const next = orders.nextId();
        orders.insert({
          serial: null,
          bookCode: orderBookCode(next, now),
          number,
          plateType,
          status: 0,
          type: isNoPlate(number, plateType) ? 2 : 0,
          device: code,
          stationId: space.station_id,
          space: space.space,
          startAt: now,
          finishAt: null,
          minutes: 0,
          ncash: 0,
          cash: 0,
          rcash: 0,
          coupon: 0,
          couponTag: '',
          transactionNo: '',
          payAt: null,
          paytype: null,
          spic: `/media/order/${next}/entry.svg`,
          epic: '',
        });
        orders.setCheckedInBy(next, member.id);
        devices.saw(code, number, plateType, now);
        store.records.insertAction({
          memberId: member.id,
          action: 'checkIn',
          detail: `${number} ${code}`,
          createdAt: now,
        });
        return next;
      });
      return toOrder(orders.byId(id)!);
    },

    /**
     * "I am a no-plate car": ends the no-plate order parked at the device, only for the member who
     * started that no-plate session (anyone can read the device code off the kerb).
     */
    finishNoPlate(member: MemberRow, code: string) {
      device(code);
      const parking = orders.parkingAtDevice(code);
      if (!parking || parking.type !== 2) throw fail('noNoPlateOrder');
      if (parking.member_id !== member.id) throw fail('notYourNoPlateSession');
      return toOrder(end(parking));
    },

    /** The ended no-plate order at a device still to pay. */
    endedNoPlate(code: string): OrderRow {
      device(code);
      const row = orders.endedNoPlateAtDevice(code);
      if (!row) throw fail('noPlateUnpaid');
      return row;
    },

    deviceInfo(code: string, viewer?: MemberRow): Schemas['DeviceInfo'] {
      const row = device(code);
      const parking = orders.parkingAtDevice(code);
      // A no-plate car shows as no plate at all: number and plateType null, noplate tells the rest;
      // so does a plate its owner keeps secret, to everyone else.
      const noPlateCar =
        row.last_plate_type === PLATE_TYPES.temporary ||
        (viewer !== undefined &&
          row.last_number !== null &&
          store.cars.hiddenFrom(viewer.id, row.last_number));
      return {
        device: row.code,
        space: row.space,
        address: row.address,
        stationName: row.station_name,
        code: row.area_code,
        number: noPlateCar ? null : row.last_number,
        plateType: noPlateCar ? null : ((row.last_plate_type as PlateType | null) ?? null),
        noplate: parking?.type === 2,
      };
    },
  };
}
