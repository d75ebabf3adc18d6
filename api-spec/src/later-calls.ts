import { chargeCalls } from './calls/charge';
import { contentLaterCalls } from './calls/content-later';
import { gameCalls } from './calls/games';
import { parkingLaterCalls } from './calls/parking-later';
import { payCalls } from './calls/pay';
import { shopCalls } from './calls/shop';
import { ssoCalls } from './calls/sso';
import { userLaterCalls } from './calls/user-later';
import type { ApiClient } from './client';
import type { Session } from './session';

/**
 * The call groups no screen opened cold asks for before the owner acts (the login, paying,
 * charging, the games, the shop's orders, the member's settings and records, leaving, disputes,
 * the map, feedback and uploads), loaded by createApi with the first of their calls.
 */
export function laterCalls(client: ApiClient, session: Session) {
  return {
    ...ssoCalls(client, session),
    ...payCalls(client),
    ...chargeCalls(client),
    ...gameCalls(client),
    ...shopCalls(client),
    ...userLaterCalls(client),
    ...parkingLaterCalls(client),
    ...contentLaterCalls(client),
  };
}

type Groups = ReturnType<typeof laterCalls>;

/** Only calls that answer by a promise can be made before their group has loaded. */
export type LaterCalls = {
  [Name in keyof Groups]: Groups[Name] extends (...args: never[]) => Promise<unknown>
    ? Groups[Name]
    : never;
};
