import { KERB_CODE_PATH, kerbCodeUrl, signKerbCode } from '@dehong/api-spec/kerb-codes';
import type { Clock } from '../../clock';
import { badRequest } from '../../http/errors';
import type { KerbSpaceRow } from '../../repositories/kerb-signs/kerb-signs';
import type { Store } from '../../repositories/store';
import { apiTimeOrNull } from '../../util/format';
import { CURRENT_KEY_ID, signingKey } from './keys';

/** A space's sign as the console prints it: what it says and the code it carries. */
export interface KerbSign {
  device: string;
  space: string;
  stationId: number;
  stationName: string;
  address: string;
  areaCode: string;
  lng: number;
  lat: number;
  /** The key its signature is made with; null for an older sign with the device code alone. */
  keyId: string | null;
  printedTime: string | null;
  /** The text of its code: the kerb page's link for the app's origin. */
  url: string;
}

/**
 * The signs at the kerb: which spaces carry a signed code, the code each sign carries for the app
 * at `origin` (the signature binds its host, so a sign printed for one host fails on another),
 * and printing a lot's signs with a key. Ed25519 signatures are deterministic: reprinting a sheet
 * gives the same codes.
 */
export function kerbSignService(store: Store, clock: Clock) {
  const { kerbSigns } = store;

  function urlOf(row: KerbSpaceRow, origin: string): string {
    const secret = row.key_id ? signingKey(row.key_id) : undefined;
    if (!row.key_id || !secret) return kerbCodeUrl(origin, row.device);
    const parts = {
      host: new URL(origin).host,
      path: KERB_CODE_PATH,
      device: row.device,
      keyId: row.key_id,
    };
    return kerbCodeUrl(origin, row.device, {
      keyId: row.key_id,
      signature: signKerbCode(parts, secret),
    });
  }

  const toSign = (row: KerbSpaceRow, origin: string): KerbSign => ({
    device: row.device,
    space: row.space,
    stationId: row.station_id,
    stationName: row.station_name,
    address: row.address,
    areaCode: row.area_code,
    lng: row.lng,
    lat: row.lat,
    keyId: row.key_id,
    printedTime: apiTimeOrNull(row.printed_at),
    url: urlOf(row, origin),
  });

  return {
    /** Every space and its sign, lot by lot. */
    spaces: (origin: string) => kerbSigns.all().map((row) => toSign(row, origin)),

    /** The lots with how many of their spaces carry a signed sign. */
    stations: () => kerbSigns.stations(),

    /** A lot's signs as printed (its sheet). */
    sheet(stationId: number, origin: string) {
      const station = kerbSigns.stations().find((row) => row.id === stationId);
      if (!station) throw badRequest('station must be a lot with kerb spaces');
      return { station, signs: kerbSigns.ofStation(stationId).map((row) => toSign(row, origin)) };
    },

    /** Every space of a lot now carries a sign signed with `keyId`; answers how many. */
    print(stationId: number, keyId: string = CURRENT_KEY_ID): number {
      if (!signingKey(keyId)) throw badRequest('keyId must be a key the operator holds');
      const spaces = kerbSigns.ofStation(stationId);
      if (spaces.length === 0) throw badRequest('station must be a lot with kerb spaces');
      const now = clock.nowMs();
      store.transaction(() => {
        for (const space of spaces) kerbSigns.printed(space.device, keyId, now);
      });
      return spaces.length;
    },
  };
}

export type KerbSignService = ReturnType<typeof kerbSignService>;
