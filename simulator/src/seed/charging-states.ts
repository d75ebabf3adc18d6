import { MINUTE_MS } from '@dehong/api-spec/domain';
import { badRequest } from '../http/errors';
import { chargingSeedRepository } from '../repositories/seed/charging';
import { type StateContext } from './context';

/** Charging stations and chargers by serial, running sessions and sessions billed at their stop. */
export function chargingStates({ db, services, rows, now, member }: StateContext) {
  const places = chargingSeedRepository(db);

  /** The station (created on first use) and its charger; answers the charger's row id. */
  function station(serial: string, equipment: string): number {
    const stationId = places.addStation(serial);
    const charger = places.addCharger(equipment, stationId);
    if (charger.station_id !== stationId) {
      throw badRequest(`charger ${equipment} belongs to another station`);
    }
    return charger.id;
  }

  /** A running session started `minutes` ago; the member holds 100 yuan, so it keeps running. */
  function charging(
    phone: string,
    equipment: string,
    stationSerial: string,
    minutes: number,
    serial: number,
  ) {
    const equipmentId = station(stationSerial, equipment);
    const driver = member(phone);
    services.funds.setBalance(driver.id, 10_000);
    rows.insert('charge_orders', {
      id: serial,
      member_id: driver.id,
      equipment_id: equipmentId,
      start_at: now() - minutes * MINUTE_MS,
    });
    return driver;
  }

  return {
    station,
    charging,

    /** A session billed at its stop by the simulator's own charging service. */
    chargedAndPaid(
      phone: string,
      equipment: string,
      stationSerial: string,
      minutes: number,
      serial: number,
    ) {
      const driver = charging(phone, equipment, stationSerial, minutes, serial);
      services.charging.stop(driver, String(serial));
    },
  };
}
