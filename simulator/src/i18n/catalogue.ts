import type { Language } from './messages';

/**
 * An operator catalogue text (a product, a store, a question) in the reader's language: the
 * English one the seed holds for English readers, else the Chinese one as written.
 */
export function localized(language: Language, zh: string, en: string | null | undefined): string {
  return language === 'en' && en ? en : zh;
}

/**
 * Coupon names are written by whoever issues the coupon (a card's pack, a promotion code, a game
 * prize), in Chinese, with the amount in the name: English readers get the same name composed in
 * English. A name of another shape stays as written.
 */
const COUPON_NAMES: [RegExp, (yuan: string) => string][] = [
  [/^停车抵扣券(\d+(?:\.\d+)?)元$/, (yuan) => `Parking coupon ¥${yuan}`],
  [/^新人停车券(\d+(?:\.\d+)?)元$/, (yuan) => `Welcome parking coupon ¥${yuan}`],
  [/^(\d+(?:\.\d+)?)元停车券$/, (yuan) => `${yuan} yuan parking coupon`],
];

export function couponName(language: Language, name: string): string {
  if (language !== 'en') return name;
  for (const [shape, english] of COUPON_NAMES) {
    const match = shape.exec(name);
    if (match) return english(match[1]!);
  }
  return name;
}
