import type { AreaCode, PlateType } from '@dehong/api-spec';

/** What the payment page asks about: a plate of a type, in an area (5331 = all). */
export interface PlateQuery {
  number: string;
  plateType: PlateType;
  code: AreaCode;
}
