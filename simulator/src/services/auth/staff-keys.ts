import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { unauthorized } from '../../http/errors';
import type { Store } from '../../repositories/store';

export interface Staff {
  serial: string;
  name: string;
  team: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The staff member whose device key came with the request (operations secured by StaffKey). */
    staff?: Staff;
  }
}

/**
 * The secret the operator signs its staff devices' keys with. Per process unless
 * `STAFF_KEY_SECRET` is set: the simulator's source is public, so a constant would let any member
 * forge a patrol key against a production-like start.
 */
const SECRET = process.env.STAFF_KEY_SECRET || randomBytes(32).toString('hex');

const signature = (serial: string) =>
  createHmac('sha256', SECRET).update(`staff:${serial}`).digest('hex');

/** The key a staff member's device sends as `X-Staff-Key`: `{serial}.{HMAC of the serial}`. */
export function staffKeyFor(serial: string): string {
  return `${serial}.${signature(serial)}`;
}

/** Staff identity (the patrol): a key signed for a staff member who exists, or HTTP 401. */
export function staffAuthenticator(store: Store) {
  return (key: string | undefined): Staff => {
    const match = /^(\w{1,32})\.([0-9a-f]{64})$/.exec(key?.trim() ?? '');
    const serial = match?.[1];
    if (!serial || !match[2]) throw unauthorized();
    const expected = Buffer.from(signature(serial), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(match[2], 'hex'))) throw unauthorized();
    const staff = store.catalog.staff(serial);
    if (!staff) throw unauthorized();
    return { serial: staff.serial, name: staff.name, team: staff.team };
  };
}

/** The staff member of a StaffKey-secured call (the security handler has set it). */
export function staffOf(req: Request): Staff {
  if (!req.staff) throw unauthorized();
  return req.staff;
}
