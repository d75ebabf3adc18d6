import type { AreaCode } from '../types';

export const AREAS = {
  all: '5331',
  mangshi: '533103',
  lianghe: '533122',
  yingjiang: '533123',
  ruili: '533102',
} as const satisfies Record<string, AreaCode>;

/** The county of an area code: its first 6 characters (spec section 3). */
export function countyOf(code: string): string {
  return code.slice(0, 6);
}

export type PayRoute = 'icbc' | 'abc' | 'ccb' | 'wxApplet';

/**
 * Which bank collects for an area (spec section 7): Mangshi ICBC, Lianghe ABC, Ruili the chat
 * platform's applet pay, Yingjiang and anything else (the string `vipCard` included) CCB.
 */
export function payRouteFor(area: string): PayRoute {
  switch (countyOf(area)) {
    case AREAS.mangshi:
      return 'icbc';
    case AREAS.lianghe:
      return 'abc';
    case AREAS.ruili:
      return 'wxApplet';
    default:
      return 'ccb';
  }
}
