import { PLATE_TYPES } from '@dehong/api-spec/domain';
import { compactStamp } from '../../util/format';

/** Pseudo plates of no-plate vehicles carry 临 (the device gives one); plate type 4 says so too. */
export function isNoPlate(number: string, plateType?: number | null): boolean {
  return plateType === PLATE_TYPES.temporary || number.includes('临');
}

export function orderBookCode(id: number, startMs: number): string {
  return `DH${compactStamp(startMs).slice(0, 8)}${String(id).padStart(8, '0')}`;
}
