import { paths } from '../paths';
import {
  BLUE,
  GREEN,
  ORANGE,
  PURPLE,
  RED,
  TEAL,
  type MenuEntry,
  entry,
  leisure,
  type MenuLabel,
} from './entry';

const findCarIcon = 'M10 17a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm5-2 6 6M6 11l1.2-3h5.6L14 11v2H6v-2Z';
const invoiceIcon = 'M6 3h9l4 4v14H6V3Zm9 0v4h4M9 11h7m-7 4h7';
const billsIcon = 'M5 3h14v18H5V3Zm4 5h6m-6 4h6m-6 4h4';
const bagIcon = 'M5 8h14l-1 13H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2';
const crownIcon = 'M3 8l4 4 5-7 5 7 4-4-2 11H5L3 8Z';
export const VEHICLES_ICON = 'M3 13l2-6h14l2 6v5h-3v-2H6v2H3v-5Zm0 0h18M7 16h.01M17 16h.01';
const wheelIcon =
  'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm0 0v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6 5.6 18.4';
const giftIcon =
  'M4 9h16v4H4V9Zm1 4h14v8H5v-8Zm7-4v12M12 9S10 3 7.5 5 12 9 12 9Zm0 0s2-6 4.5-4S12 9 12 9Z';
const spaceIcon = 'M4 3h16v18H4V3Zm5 14V7h4a3 3 0 0 1 0 6H9';
const messageIcon = 'M4 4h16v12H8l-4 4V4Zm4 5h8m-8 3h5';
const qrIcon =
  'M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h2v2h-2v-2Zm4 0h2v2h-2zm-4 4h2v2h-2zm4 0h2v2h-2z';
const activityIcon = 'M5 21V4m0 0h12l-2 4 2 4H5';
const newsIcon = 'M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2M8 9h5m-5 4h5';
const shareIcon =
  'M18 8a3 3 0 1 0-3-3m3 3a3 3 0 0 1-3-3m3 3-12 4m12 4a3 3 0 1 1-3 3m3-3a3 3 0 0 0-3 3m3-3-12-4m0 0a3 3 0 1 1 0 .01';
const toolsIcon = 'M4 20l7-7m2-6 4-4 4 4-4 4m-4-4 4 4m-9 1 3 3M3 7l4-4 4 4-4 4-4-4Z';
const feedbackIcon = 'M4 4h16v12H8l-4 4V4Zm8 3v4m0 3h.01';
const settingsIcon =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.2-1.3L14.3 3h-4.6l-.4 2.4a7.6 7.6 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.2 1.3l.4 2.4h4.6l.4-2.4a7.6 7.6 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3Z';
const quizIcon =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01';

// Spec section 6: trip bills, vehicles, spaces, invoices, messages and common tools need login.
const tripBills = entry('menu:items.tripBills', billsIcon, BLUE, paths.tripBills.href(), true);
const messages = entry('menu:items.messages', messageIcon, RED, paths.messages.href(), true);
const promotionCode = entry('menu:items.promotionCode', qrIcon, GREEN, paths.share.href());
const vehicles = (label: MenuLabel) =>
  entry(label, VEHICLES_ICON, TEAL, paths.vehicles.href(), true);
const spaces = (label: MenuLabel) => entry(label, spaceIcon, PURPLE, paths.spaces.href(), true);

export const MINE_MENU: readonly MenuEntry[] = [
  tripBills,
  entry('menu:items.shopOrders', bagIcon, RED, paths.shopOrders.href()),
  entry('menu:items.cardOrders', crownIcon, ORANGE, paths.cardOrders.href()),
  vehicles('menu:items.myVehicles'),
  spaces('menu:items.mySpaces'),
  entry('menu:items.eInvoice', invoiceIcon, BLUE, paths.invoices.href(), true),
  messages,
  promotionCode,
];

export const MORE_MENU: readonly MenuEntry[] = [
  entry('menu:items.activity', activityIcon, ORANGE, paths.activity.href()),
  entry('menu:items.news', newsIcon, PURPLE, paths.news.href()),
  tripBills,
  vehicles('menu:items.vehicles'),
  spaces('menu:items.spaces'),
  entry('menu:items.invoice', invoiceIcon, BLUE, paths.invoices.href(), true),
  messages,
  promotionCode,
  entry('menu:items.sharing', shareIcon, GREEN, null),
  entry('menu:items.tools', toolsIcon, TEAL, paths.tools.href(), true),
];

export const TOOLS_MENU: readonly MenuEntry[] = [
  entry('menu:items.feedback', feedbackIcon, TEAL, paths.feedback.href(), true),
  entry('menu:items.settings', settingsIcon, BLUE, paths.settings.href(), true),
  entry('menu:items.findCar', findCarIcon, TEAL, paths.findCar.href()),
  leisure(entry('menu:items.quiz', quizIcon, ORANGE, paths.gameExam.href(), true)),
  leisure(entry('menu:items.bigWheel', wheelIcon, RED, paths.gameBigWheel.href(), true)),
  leisure(entry('menu:items.blindBox', giftIcon, PURPLE, paths.gameBlindBox.href(), true)),
];
