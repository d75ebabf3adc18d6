import type { AppConfig, Principal, UserData } from './types';

/** Where the app keeps its session (spec section 3): the browser's sessionStorage, or memory in Node. */
export interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SESSION_KEYS = {
  isLogin: 'isLogin',
  userData: 'userData',
  principal: 'principal',
  token: 'token',
  selectedMenu: 'selectedMenu',
  applyData: 'applyData',
  appConfig: 'appConfig',
} as const;

export function memorySession(): SessionStore {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

export function defaultSession(): SessionStore {
  return typeof globalThis.sessionStorage === 'undefined'
    ? memorySession()
    : globalThis.sessionStorage;
}

function readJson<T>(store: SessionStore, key: string): T | null {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Typed access to the session's keys. */
export class Session {
  // Set in the constructor rather than as a parameter property (a field declaration): see ApiError.
  declare readonly store: SessionStore;

  constructor(store: SessionStore = defaultSession()) {
    this.store = store;
  }

  get token(): string | null {
    return this.store.getItem(SESSION_KEYS.token);
  }

  get isLoggedIn(): boolean {
    return this.store.getItem(SESSION_KEYS.isLogin) === 'true' && this.token !== null;
  }

  get userData(): UserData | null {
    return readJson<UserData>(this.store, SESSION_KEYS.userData);
  }

  get principal(): Principal | null {
    return readJson<Principal>(this.store, SESSION_KEYS.principal);
  }

  get appConfig(): AppConfig | null {
    return readJson<AppConfig>(this.store, SESSION_KEYS.appConfig);
  }

  saveLogin(userData: UserData): void {
    this.store.setItem(SESSION_KEYS.isLogin, 'true');
    this.store.setItem(SESSION_KEYS.userData, JSON.stringify(userData));
    this.store.setItem(SESSION_KEYS.principal, JSON.stringify(userData.principal));
    this.store.setItem(SESSION_KEYS.token, `${userData.token_type} ${userData.access_token}`);
  }

  saveAppConfig(config: AppConfig): void {
    this.store.setItem(SESSION_KEYS.appConfig, JSON.stringify(config));
  }

  /** Forgets the signed-in user (logout and 401); the app config stays. */
  clear(): void {
    for (const key of [
      SESSION_KEYS.isLogin,
      SESSION_KEYS.userData,
      SESSION_KEYS.principal,
      SESSION_KEYS.token,
      SESSION_KEYS.selectedMenu,
      SESSION_KEYS.applyData,
    ]) {
      this.store.removeItem(key);
    }
  }
}
