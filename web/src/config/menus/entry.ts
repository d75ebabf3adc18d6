import type { Resources } from '@/i18n/resources';

/**
 * The catalogue key of an entry's words: the home grid's live in `home` (the first screen loads
 * no other namespace), every other menu's in `menu`.
 */
export type MenuLabel =
  | `home:menu.items.${keyof Resources['home']['menu']['items']}`
  | `menu:items.${keyof Resources['menu']['items']}`;

export interface MenuEntry {
  label: MenuLabel;
  /** The icon: one SVG path (24 x 24, stroked). */
  icon: string;
  /** The icon's background colour. */
  tint: string;
  /** Where it goes; null while the entry is not open yet (it says coming soon). */
  to: string | null;
  /** Signed-out users go to /uc/login first, and come back here afterwards (spec section 6). */
  needLogin: boolean;
  /** A game or the shop: care mode (长辈版) leaves it out of its menus. */
  leisure?: true;
}

export const BLUE = '#1677ff';
export const ORANGE = '#ff8a00';
export const PURPLE = '#5a48f5';
export const TEAL = '#13a8a8';
export const GREEN = '#2fb344';
export const RED = '#f5455c';

export const entry = (
  label: MenuLabel,
  icon: string,
  tint: string,
  to: string | null,
  needLogin = false,
): MenuEntry => ({ label, icon, tint, to, needLogin });

/** A game or the shop's entry, which care mode's menus leave out. */
export const leisure = (menuEntry: MenuEntry): MenuEntry => ({ ...menuEntry, leisure: true });
