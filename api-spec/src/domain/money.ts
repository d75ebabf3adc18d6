/** Fen (integer cents) to yuan with two decimals, without floating-point drift: 1234 -> "12.34". */
export function fenToYuan(fen: number): string {
  if (!Number.isInteger(fen)) throw new RangeError(`fen must be an integer, got ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan as typed by a user ("50", "12.5", "0.01") to fen; null when it is not a money amount. */
export function yuanToFen(yuan: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(yuan);
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}
