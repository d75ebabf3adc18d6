import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/** Charging stations and chargers the charging states put up by serial. */
export function chargingSeedRepository(db: Db) {
  const s = onFirstUse(db, {
    addStation: () =>
      db.prepare(
        `INSERT INTO charge_stations (serial, name, address, lng, lat, price, service_fee)
       VALUES (@serial, '团结大街充电站', '芒市团结大街88号', 98.5862, 24.4341, 120, 30)
       ON CONFLICT (serial) DO NOTHING`,
      ),
    stationId: () => db.prepare('SELECT id FROM charge_stations WHERE serial = @serial').pluck(),
    addCharger: () =>
      db.prepare(
        `INSERT INTO charge_equipment (serial, station_id, name, power, offline)
       VALUES (@serial, @stationId, '1号充电桩', 7, 0) ON CONFLICT (serial) DO NOTHING`,
      ),
    charger: () => db.prepare('SELECT id, station_id FROM charge_equipment WHERE serial = @serial'),
  });
  return {
    /** The station, unless one has this serial already; answers its id. */
    addStation(serial: string): number {
      s.addStation.run({ serial });
      return s.stationId.get({ serial }) as number;
    },
    /** A 7 kW charger at the station, unless one has this serial already; answers where it is. */
    addCharger(serial: string, stationId: number) {
      s.addCharger.run({ serial, stationId });
      return s.charger.get({ serial }) as { id: number; station_id: number };
    },
  };
}
