import { paths } from '../paths';
import { BLUE, GREEN, ORANGE, PURPLE, RED, TEAL, type MenuEntry, entry, leisure } from './entry';

// The icons of the home grid (the first screen downloads these and no others; the other menus
// have their own).
const payIcon = 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2V3Zm4 5 3 3 3-3m-3 3v5m-3-3h6';
const walletIcon = 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 0 12-4v4m2 6h.01';
const cardIcon = 'M3 6h18v12H3V6Zm0 4h18M7 15h4';
const findCarIcon = 'M10 17a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm5-2 6 6M6 11l1.2-3h5.6L14 11v2H6v-2Z';
const invoiceIcon = 'M6 3h9l4 4v14H6V3Zm9 0v4h4M9 11h7m-7 4h7';
const chargingIcon = 'M13 2 5 14h6l-1 8 8-12h-6l1-8Z';
const servicesIcon =
  'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6Z';
const moreIcon = 'M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h6v6h-6v-6Z';

/** The icons care mode's home (app/routes/m/home/care-home.tsx) shows beside the same entries. */
export const HOME_ICONS = { pay: payIcon, topUp: walletIcon, buyCard: cardIcon } as const;

/** Spec section 2, in order. Only invoices need login here (spec section 6). */
export const HOME_MENU: readonly MenuEntry[] = [
  entry('home:menu.items.pay', payIcon, BLUE, paths.arrears.href()),
  entry('home:menu.items.topUp', walletIcon, ORANGE, paths.recharge.href()),
  entry('home:menu.items.buyCard', cardIcon, PURPLE, paths.buyCard.href()),
  entry('home:menu.items.findCar', findCarIcon, TEAL, paths.findCar.href()),
  entry('home:menu.items.invoice', invoiceIcon, BLUE, paths.invoices.href(), true),
  entry('home:menu.items.charging', chargingIcon, GREEN, paths.evcStation.href()),
  // The car-service shop (its own title is 车服务): the operator's home element 服务 opens it too.
  leisure(entry('home:menu.items.services', servicesIcon, RED, paths.shop.href())),
  entry('home:menu.items.more', moreIcon, BLUE, paths.more.href()),
];
