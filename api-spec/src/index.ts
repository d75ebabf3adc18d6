export { createApi, type Api, type FirstCalls } from './api';
export { createApiClient, SUBMIT_LOCK_MS, type ApiClient, type ApiOptions } from './client';
export { ApiError, API_ERROR_MESSAGES, isApiError, type ApiErrorReason } from './errors';
export { Session, SESSION_KEYS, memorySession, defaultSession, type SessionStore } from './session';
export { COOKIES, readCookie, removeCookie, setCookie } from './cookies';
export { encryptLogin, type LoginCredentials } from './login-crypto';
export type * from './types';
export {
  shopPayOrderPayload,
  type CartLine,
  type Product,
  type ProductType,
  type ShopOrder,
  type ShopOrderDraft,
  type ShopOrderStatus,
  type ShopStore,
  type ShopStoreDetail,
  type ShopVoucher,
} from './calls/shop';
export type {
  Exam,
  ExamQuestion,
  ExamSummary,
  GameBoard,
  GameDraw,
  GameDrawResult,
  GameName,
  GamePrize,
} from './calls/games';
