/**
 * The menu grids' icons: one SVG path each (24 x 24, stroked), as named exports so that a screen
 * downloads only the icons of its own menu.
 */
export const payIcon = 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2V3Zm4 5 3 3 3-3m-3 3v5m-3-3h6';
export const walletIcon =
  'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 0 12-4v4m2 6h.01';
export const cardIcon = 'M3 6h18v12H3V6Zm0 4h18M7 15h4';
export const findCarIcon =
  'M10 17a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm5-2 6 6M6 11l1.2-3h5.6L14 11v2H6v-2Z';
export const invoiceIcon = 'M6 3h9l4 4v14H6V3Zm9 0v4h4M9 11h7m-7 4h7';
export const chargingIcon = 'M13 2 5 14h6l-1 8 8-12h-6l1-8Z';
export const servicesIcon =
  'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6Z';
export const moreIcon = 'M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h6v6h-6v-6Z';
export const billsIcon = 'M5 3h14v18H5V3Zm4 5h6m-6 4h6m-6 4h4';
export const bagIcon = 'M5 8h14l-1 13H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2';
export const crownIcon = 'M3 8l4 4 5-7 5 7 4-4-2 11H5L3 8Z';
export const carIcon = 'M3 13l2-6h14l2 6v5h-3v-2H6v2H3v-5Zm0 0h18M7 16h.01M17 16h.01';
export const spaceIcon = 'M4 3h16v18H4V3Zm5 14V7h4a3 3 0 0 1 0 6H9';
export const messageIcon = 'M4 4h16v12H8l-4 4V4Zm4 5h8m-8 3h5';
export const qrIcon =
  'M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h2v2h-2v-2Zm4 0h2v2h-2zm-4 4h2v2h-2zm4 0h2v2h-2z';
export const activityIcon = 'M5 21V4m0 0h12l-2 4 2 4H5';
export const newsIcon = 'M4 5h13v14H6a2 2 0 0 1-2-2V5Zm13 4h3v8a2 2 0 0 1-2 2M8 9h5m-5 4h5';
export const shareIcon =
  'M18 8a3 3 0 1 0-3-3m3 3a3 3 0 0 1-3-3m3 3-12 4m12 4a3 3 0 1 1-3 3m3-3a3 3 0 0 0-3 3m3-3-12-4m0 0a3 3 0 1 1 0 .01';
export const toolsIcon = 'M4 20l7-7m2-6 4-4 4 4-4 4m-4-4 4 4m-9 1 3 3M3 7l4-4 4 4-4 4-4-4Z';
export const feedbackIcon = 'M4 4h16v12H8l-4 4V4Zm8 3v4m0 3h.01';
export const settingsIcon =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.2-1.3L14.3 3h-4.6l-.4 2.4a7.6 7.6 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.2 1.3l.4 2.4h4.6l.4-2.4a7.6 7.6 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3Z';
export const quizIcon =
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01';
