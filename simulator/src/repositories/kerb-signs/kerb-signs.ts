import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/** A kerb space as its sign prints it, and the signed sign it carries (migration 019), if any. */
export interface KerbSpaceRow {
  device: string;
  space: string;
  station_id: number;
  station_name: string;
  address: string;
  area_code: string;
  lng: number;
  lat: number;
  /** The key of its signed sign; null while it still has an older, unsigned one. */
  key_id: string | null;
  printed_at: number | null;
}

export interface KerbStationRow {
  id: number;
  name: string;
  address: string;
  spaces: number;
  signed: number;
}

const SPACES = `SELECT d.code AS device, d.space, d.station_id, s.name AS station_name,
    s.address, s.code AS area_code, s.lng, s.lat, k.key_id, k.printed_at
  FROM devices d JOIN stations s ON s.id = d.station_id
  LEFT JOIN kerb_signs k ON k.device = d.code`;

/** The kerb spaces and their signs, prepared once per database. */
export function kerbSignRepository(db: Db) {
  const s = onFirstUse(db, {
    all: () => db.prepare(`${SPACES} ORDER BY d.station_id, d.space, d.code`),
    ofStation: () =>
      db.prepare(`${SPACES} WHERE d.station_id = @stationId ORDER BY d.space, d.code`),
    byDevice: () => db.prepare(`${SPACES} WHERE d.code = @device`),
    stations: () =>
      db.prepare(
        `SELECT s.id, s.name, s.address, COUNT(d.code) AS spaces, COUNT(k.device) AS signed
       FROM stations s JOIN devices d ON d.station_id = s.id
       LEFT JOIN kerb_signs k ON k.device = d.code
       GROUP BY s.id ORDER BY s.id`,
      ),
    printed: () =>
      db.prepare(
        `INSERT INTO kerb_signs (device, key_id, printed_at) VALUES (@device, @keyId, @at)
       ON CONFLICT (device) DO UPDATE SET key_id = excluded.key_id, printed_at = excluded.printed_at`,
      ),
  });
  return {
    all: () => s.all.all() as KerbSpaceRow[],
    ofStation: (stationId: number) => s.ofStation.all({ stationId }) as KerbSpaceRow[],
    byDevice: (device: string) => s.byDevice.get({ device }) as KerbSpaceRow | undefined,
    stations: () => s.stations.all() as KerbStationRow[],
    /** The space's sign is now a signed one, by `keyId`. */
    printed: (device: string, keyId: string, at: number) => s.printed.run({ device, keyId, at }),
  };
}

export type StickerReason = 'foreign' | 'forged' | 'unsigned' | 'other';
export type StickerStatus = 'open' | 'handled';

/** A sticker report with the space it names (when it names one). */
export interface StickerReportRow {
  id: number;
  serial: string;
  member_id: number;
  reason: StickerReason;
  code: string;
  device: string | null;
  lng: number | null;
  lat: number | null;
  /** The upload token of the member's photo. */
  photo: string | null;
  note: string;
  status: StickerStatus;
  answer: string;
  created_at: number;
  handled_at: number | null;
  station_name: string | null;
  space: string | null;
  station_lng: number | null;
  station_lat: number | null;
}

const REPORTS = `SELECT r.*, s.name AS station_name, d.space, s.lng AS station_lng,
    s.lat AS station_lat
  FROM sticker_reports r
  LEFT JOIN devices d ON d.code = r.device
  LEFT JOIN stations s ON s.id = d.station_id`;

/** Members' sticker reports, prepared once per database. */
export function stickerReportRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO sticker_reports (serial, member_id, reason, code, device, lng, lat, photo, note,
         created_at)
       VALUES (@serial, @memberId, @reason, @code, @device, @lng, @lat, @photo, @note, @createdAt)`,
      ),
    byId: () => db.prepare(`${REPORTS} WHERE r.id = @id`),
    ofMember: () =>
      db.prepare(
        `${REPORTS} WHERE r.member_id = @memberId ORDER BY r.id DESC LIMIT @limit OFFSET @offset`,
      ),
    countOfMember: () =>
      db.prepare('SELECT COUNT(*) FROM sticker_reports WHERE member_id = @memberId').pluck(),
    countSince: () =>
      db
        .prepare(
          'SELECT COUNT(*) FROM sticker_reports WHERE member_id = @memberId AND created_at > @since',
        )
        .pluck(),
    ofStatus: () =>
      db.prepare(
        `${REPORTS} WHERE (@status IS NULL OR r.status = @status) ORDER BY r.id DESC LIMIT @limit`,
      ),
    handle: () =>
      db.prepare(
        `UPDATE sticker_reports SET status = 'handled', answer = @answer, handled_at = @at
       WHERE id = @id AND status = 'open'`,
      ),
  });
  return {
    insert: (r: {
      serial: string;
      memberId: number;
      reason: StickerReason;
      code: string;
      device: string | null;
      lng: number | null;
      lat: number | null;
      photo: string | null;
      note: string;
      createdAt: number;
    }) => Number(s.insert.run(r).lastInsertRowid),
    byId: (id: number) => s.byId.get({ id }) as StickerReportRow | undefined,
    ofMember: (memberId: number, page: { limit: number; offset: number }) =>
      s.ofMember.all({ memberId, ...page }) as StickerReportRow[],
    countOfMember: (memberId: number) => s.countOfMember.get({ memberId }) as number,
    /** The member's reports filed after `since` (ms), for the rate limit. */
    countSince: (memberId: number, since: number) =>
      s.countSince.get({ memberId, since }) as number,
    ofStatus: (status: StickerStatus | null, limit: number) =>
      s.ofStatus.all({ status, limit }) as StickerReportRow[],
    /** Open -> handled; false when it was handled already. */
    handle: (id: number, answer: string, at: number) =>
      s.handle.run({ id, answer, at }).changes === 1,
  };
}
