import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  type Language,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  initialLanguage,
  isLanguage,
} from './languages';
import { applyAntdLocale } from './antd-locale';
import { showLanguage } from './ui-language';
import type { Catalogue } from './messages';
import type { Resources } from './resources';

type CatalogueLoader = () => Promise<{ default: Catalogue }>;

/**
 * Catalogues are loaded on demand, one chunk per locale and namespace, so a screen pulls only the
 * words it uses in the language being shown. The first download knows where the words of the
 * first screens are (every screen's `common`, home with its menu, login, the screens' titles, the
 * screens opened from links): index.html asks for those of the opened screen in the reader's
 * language from the first byte (vite-plugins/first-paint.ts), so the Chinese `common` no longer
 * travels in the entry, where English readers downloaded it too. The loaders of the others come
 * with the first screen needing one of them (`all-catalogues.ts`).
 */
const firstScreens = import.meta.glob<{ default: Catalogue }>(
  // Home, the login, and the screens owners open cold from outside (the payment page from a
  // space's code, the card purchase from a renewal message, the shop): their words come with the
  // first load.
  './locales/*/{common,screens,home,plate,menu,auth,orders,payment,cards,coupons,shop,operator}.ts',
);

async function loaderOf(path: string): Promise<CatalogueLoader | undefined> {
  return firstScreens[path] ?? (await import('./all-catalogues')).catalogues[path];
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loaderOf(`./locales/${language}/${namespace}.ts`)
      .then((load) => {
        if (!load) throw new Error(`No ${language} catalogue for namespace "${namespace}"`);
        return load();
      })
      .then(
        (module) => callback(null, module.default),
        (error: Error) => callback(error, false),
      );
  },
};

/** Every namespace that has catalogues (tests load them all up front). */
export async function allNamespaces(): Promise<string[]> {
  const { catalogues } = await import('./all-catalogues');
  const names = Object.keys(catalogues).map((path) => path.split('/').at(-1)?.replace('.ts', ''));
  return [...new Set(names.filter((name): name is string => !!name))];
}

export const i18n: I18n = i18next.createInstance();

/** Starts i18next in the first language (saved choice, else the browser's) with `common` loaded. */
export async function initI18n(language: Language = initialLanguage()): Promise<I18n> {
  if (!i18n.isInitialized) {
    i18n.use(lazyCatalogues).use(initReactI18next);
    i18n.on('languageChanged', (lng) => {
      if (isLanguage(lng)) showLanguage(lng);
      if (typeof document !== 'undefined') document.documentElement.lang = lng;
    });
  }
  const antdWords = applyAntdLocale(language);
  await i18n.init({
    lng: language,
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
    react: { useSuspense: true },
  });
  formatLanguageCodesOnce(i18n);
  await antdWords;
  return i18n;
}

interface LanguageUtils {
  formatLanguageCode(code: string): string;
}

/**
 * i18next puts the language code in its canonical form (Intl.getCanonicalLocales) for every t() it
 * resolves (14 ms per cold load of home on a 4x slower CPU): the app has two codes, so each is put
 * in that form once. The form never changes for a code.
 */
function formatLanguageCodesOnce(instance: I18n): void {
  const utils = instance.services.languageUtils as LanguageUtils;
  const format = utils.formatLanguageCode.bind(utils);
  const formatted = new Map<unknown, string>();
  utils.formatLanguageCode = (code) => {
    let form = formatted.get(code);
    if (form === undefined) {
      form = format(code);
      formatted.set(code, form);
    }
    return form;
  };
}

/**
 * Starts loading the words of `namespaces` (a screen whose module is still downloading), once
 * i18next has started; they arrive beside the module instead of after it.
 */
export function preloadWords(namespaces: readonly (keyof Resources)[]): Promise<void> {
  if (i18n.isInitialized) return i18n.loadNamespaces([...namespaces]);
  return new Promise((resolve) => {
    i18n.on('initialized', () => void i18n.loadNamespaces([...namespaces]).then(resolve));
  });
}

/** The language setting: switches the UI (and the API's message language) and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  // antd-mobile's words first: the screens re-render in the new language when i18next switches.
  await applyAntdLocale(language);
  await i18n.changeLanguage(language);
}
