import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/** The places and owners the parking states look up or create by their identifiers. */
export function parkingSeedRepository(db: Db) {
  const s = onFirstUse(db, {
    stationOfCounty: () =>
      db.prepare("SELECT id, code FROM stations WHERE code LIKE @county || '%' ORDER BY id"),
    addDevice: () =>
      db.prepare(
        'INSERT OR IGNORE INTO devices (code, station_id, space) VALUES (@code, @stationId, @space)',
      ),
    firstOwner: () =>
      db.prepare('SELECT member_id FROM cars WHERE number = @number ORDER BY id').pluck(),
    putLot: () =>
      db.prepare(
        `INSERT OR REPLACE INTO lots (serial, name, type, space, full, lng, lat, address, code)
       VALUES (@serial, '团结大街停车场', 0, @space, @full, 98.5852, 24.4331, '芒市团结大街', '533103001')`,
      ),
  });
  return {
    /** The county's first station. */
    stationOfCounty: (county: string) =>
      s.stationOfCounty.get({ county }) as { id: number; code: string } | undefined,
    /** The device at a space of the station, unless a device has this code already. */
    addDevice: (code: string, stationId: number, space: string) =>
      s.addDevice.run({ code, stationId, space }),
    /** Who added the plate as a car first, if anyone did. */
    firstOwner: (number: string) => s.firstOwner.get({ number }) as number | undefined,
    /** The lot with this serial (replaced if it exists) in Mangshi's 团结大街. */
    putLot: (serial: string, space: number, full: number) => s.putLot.run({ serial, space, full }),
  };
}
