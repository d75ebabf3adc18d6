import type { Resources } from '@/i18n/resources';
import * as icons from '@/components/menu-icons';
import { paths } from './paths';

/**
 * The catalogue key of an entry's words: the home grid's live in `home` (the first screen loads
 * no other namespace), every other menu's in `menu`.
 */
export type MenuLabel =
  | `home:menu.items.${keyof Resources['home']['menu']['items']}`
  | `menu:items.${keyof Resources['menu']['items']}`;

export interface MenuEntry {
  label: MenuLabel;
  /** An SVG path from `menu-icons.ts`. */
  icon: string;
  /** The icon's background colour. */
  tint: string;
  /** Where it goes; null while the entry is not open yet (it says coming soon). */
  to: string | null;
  /** Signed-out users go to /uc/login first, and come back here afterwards (spec section 6). */
  needLogin: boolean;
}

const BLUE = '#1677ff';
const ORANGE = '#ff8a00';
const PURPLE = '#5a48f5';
const TEAL = '#13a8a8';
const GREEN = '#2fb344';
const RED = '#f5455c';

const entry = (
  label: MenuLabel,
  icon: string,
  tint: string,
  to: string | null,
  needLogin = false,
): MenuEntry => ({ label, icon, tint, to, needLogin });

/** Spec section 2, in order. Only invoices need login here (spec section 6). */
export const HOME_MENU: readonly MenuEntry[] = [
  entry('home:menu.items.pay', icons.payIcon, BLUE, paths.arrears.href()),
  entry('home:menu.items.topUp', icons.walletIcon, ORANGE, paths.recharge.href()),
  entry('home:menu.items.buyCard', icons.cardIcon, PURPLE, paths.buyCard.href()),
  entry('home:menu.items.findCar', icons.findCarIcon, TEAL, paths.findCar.href()),
  entry('home:menu.items.invoice', icons.invoiceIcon, BLUE, paths.invoices.href(), true),
  entry('home:menu.items.charging', icons.chargingIcon, GREEN, paths.evcStation.href()),
  entry('home:menu.items.services', icons.servicesIcon, RED, null),
  entry('home:menu.items.more', icons.moreIcon, BLUE, paths.more.href()),
];

// Spec section 6: trip bills, vehicles, spaces, invoices, messages and common tools need login.
const tripBills = entry(
  'menu:items.tripBills',
  icons.billsIcon,
  BLUE,
  paths.tripBills.href(),
  true,
);
const messages = entry('menu:items.messages', icons.messageIcon, RED, paths.messages.href(), true);
const promotionCode = entry('menu:items.promotionCode', icons.qrIcon, GREEN, paths.share.href());
const vehicles = (label: MenuLabel) =>
  entry(label, icons.carIcon, TEAL, paths.vehicles.href(), true);
const spaces = (label: MenuLabel) =>
  entry(label, icons.spaceIcon, PURPLE, paths.spaces.href(), true);

export const MINE_MENU: readonly MenuEntry[] = [
  tripBills,
  entry('menu:items.shopOrders', icons.bagIcon, RED, paths.shopOrders.href()),
  entry('menu:items.cardOrders', icons.crownIcon, ORANGE, paths.cardOrders.href()),
  vehicles('menu:items.myVehicles'),
  spaces('menu:items.mySpaces'),
  entry('menu:items.eInvoice', icons.invoiceIcon, BLUE, paths.invoices.href(), true),
  messages,
  promotionCode,
];

export const MORE_MENU: readonly MenuEntry[] = [
  entry('menu:items.activity', icons.activityIcon, ORANGE, paths.activity.href()),
  entry('menu:items.news', icons.newsIcon, PURPLE, paths.news.href()),
  tripBills,
  vehicles('menu:items.vehicles'),
  spaces('menu:items.spaces'),
  entry('menu:items.invoice', icons.invoiceIcon, BLUE, paths.invoices.href(), true),
  messages,
  promotionCode,
  entry('menu:items.sharing', icons.shareIcon, GREEN, null),
  entry('menu:items.tools', icons.toolsIcon, TEAL, paths.tools.href(), true),
];

export const TOOLS_MENU: readonly MenuEntry[] = [
  entry('menu:items.feedback', icons.feedbackIcon, TEAL, paths.feedback.href(), true),
  entry('menu:items.settings', icons.settingsIcon, BLUE, paths.settings.href(), true),
  entry('menu:items.findCar', icons.findCarIcon, TEAL, paths.findCar.href()),
  entry('menu:items.quiz', icons.quizIcon, ORANGE, null),
];
