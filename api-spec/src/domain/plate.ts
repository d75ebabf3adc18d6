import type { PlateType } from '../types';

/** The 33 province characters of the plate keyboard's first grid. */
export const PROVINCES = [...'京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领'];

/** The second grid: digits, letters without I and O, then school, trailer and police (37). */
export const PLATE_CHARACTERS = [...'0123456789ABCDEFGHJKLMNPQRSTUVWXYZ学挂警'];

export const PLATE_TYPES = {
  blue: 1,
  newEnergy: 2,
  yellow: 3,
  temporary: 4,
} as const satisfies Record<string, PlateType>;

const PROVINCE = `[${PROVINCES.join('')}]`;
const LETTER = '[A-HJ-NP-Z]';
const ALNUM = '[A-HJ-NP-Z0-9]';
const SUFFIX = '[A-HJ-NP-Z0-9学挂警]';

const PLATE_PATTERNS: Record<PlateType, RegExp> = {
  1: new RegExp(`^${PROVINCE}${LETTER}${ALNUM}{4}${SUFFIX}$`, 'u'),
  // New energy: D or F (electric / hybrid) before or after the five-character serial.
  2: new RegExp(`^${PROVINCE}${LETTER}(?:[DF]${ALNUM}\\d{4}|\\d{5}[DF])$`, 'u'),
  3: new RegExp(`^${PROVINCE}${LETTER}${ALNUM}{4}${SUFFIX}$`, 'u'),
  // Temporary plates vary (临 permits, the pseudo plate a device gives a no-plate car).
  4: new RegExp(`^${PROVINCE}[A-HJ-NP-Z0-9临]{2,8}$`, 'u'),
};

/** Upper-case, without spaces or the middle dot printed on plates: " 云n·12345 " -> "云N12345". */
export function normalizePlate(input: string): string {
  return input.replace(/[\s·•・.]/gu, '').toUpperCase();
}

export function isValidPlate(number: string, plateType: PlateType): boolean {
  return PLATE_PATTERNS[plateType].test(number);
}

/** The plate type a well-formed plate most likely has (8 characters: new energy; else blue). */
export function guessPlateType(number: string): PlateType {
  return [...number].length === 8 ? PLATE_TYPES.newEnergy : PLATE_TYPES.blue;
}
