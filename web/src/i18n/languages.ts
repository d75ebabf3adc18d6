export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the user's explicit language choice is kept between visits. */
export const LANGUAGE_STORAGE_KEY = 'dehong.language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** The browser's first preference decides: any Chinese -> zh-CN, anything else -> en-US. */
export function languageOfBrowser(preferences: readonly string[]): Language {
  const first = preferences[0] ?? '';
  return first.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

/** The saved choice if there is one, else the browser's language. */
export function initialLanguage(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  navigator: Pick<Navigator, 'languages' | 'language'> | undefined = globalThis.navigator,
): Language {
  const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  const preferences = navigator?.languages?.length
    ? navigator.languages
    : [navigator?.language ?? ''];
  return languageOfBrowser(preferences);
}
