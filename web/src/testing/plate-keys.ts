/**
 * The plate keyboard's key for `character`, by its accessible name: a Chinese key is named with
 * what it stands for ("云, Yunnan", "云，云南"), a letter or digit by itself.
 */
export const plateKey = (character: string): RegExp => new RegExp(`^${character}(?:[,，]|$)`);
