import { type Language, initialLanguage } from './languages';

let shown: Language | undefined;

/**
 * The language the UI shows, readable without i18next: the API client sends it with every call,
 * and a cold open makes its first calls before i18next has arrived (src/start.ts). Until i18n.ts
 * has started, the language it will start in.
 */
export function currentLanguage(): Language {
  return (shown ??= initialLanguage());
}

/** i18n.ts keeps it current: as i18next starts and whenever the reader switches. */
export function showLanguage(language: Language): void {
  shown = language;
}
