import type auth from './locales/en-US/auth';
import type bills from './locales/en-US/bills';
import type cards from './locales/en-US/cards';
import type care from './locales/en-US/care';
import type common from './locales/en-US/common';
import type coupons from './locales/en-US/coupons';
import type disputes from './locales/en-US/disputes';
import type evc from './locales/en-US/evc';
import type games from './locales/en-US/games';
import type home from './locales/en-US/home';
import type invoices from './locales/en-US/invoices';
import type kerb from './locales/en-US/kerb';
import type keyboard from './locales/en-US/keyboard';
import type map from './locales/en-US/map';
import type material from './locales/en-US/material';
import type member from './locales/en-US/member';
import type menu from './locales/en-US/menu';
import type operator from './locales/en-US/operator';
import type orders from './locales/en-US/orders';
import type payment from './locales/en-US/payment';
import type plate from './locales/en-US/plate';
import type recharge from './locales/en-US/recharge';
import type screens from './locales/en-US/screens';
import type shop from './locales/en-US/shop';
import type tools from './locales/en-US/tools';
import type vehicles from './locales/en-US/vehicles';

/**
 * Every namespace, typed by its en-US catalogue (type imports only: catalogues load lazily).
 * A new namespace: add `locales/en-US/<ns>.ts`, `locales/zh-CN/<ns>.ts` and one line here.
 */
export interface Resources {
  auth: typeof auth;
  bills: typeof bills;
  cards: typeof cards;
  care: typeof care;
  common: typeof common;
  coupons: typeof coupons;
  disputes: typeof disputes;
  evc: typeof evc;
  games: typeof games;
  home: typeof home;
  invoices: typeof invoices;
  kerb: typeof kerb;
  keyboard: typeof keyboard;
  map: typeof map;
  material: typeof material;
  member: typeof member;
  menu: typeof menu;
  operator: typeof operator;
  orders: typeof orders;
  payment: typeof payment;
  plate: typeof plate;
  recharge: typeof recharge;
  screens: typeof screens;
  shop: typeof shop;
  tools: typeof tools;
  vehicles: typeof vehicles;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
