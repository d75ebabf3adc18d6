import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, initialLanguage, languageOfBrowser } from '../languages';

const storage = (saved: string | null) => ({ getItem: () => saved });
const browser = (...languages: string[]) => ({ languages, language: languages[0] ?? '' });

describe('the first language', () => {
  it('is Chinese for any Chinese browser, English for anything else', () => {
    expect(languageOfBrowser(['zh-CN'])).toBe('zh-CN');
    expect(languageOfBrowser(['zh-TW', 'en'])).toBe('zh-CN');
    expect(languageOfBrowser(['ZH'])).toBe('zh-CN');
    expect(languageOfBrowser(['en-GB', 'zh-CN'])).toBe('en-US');
    expect(languageOfBrowser(['fr'])).toBe('en-US');
    expect(languageOfBrowser([])).toBe('en-US');
  });

  it('is the saved setting when there is one, whatever the browser says', () => {
    expect(initialLanguage(storage('en-US'), browser('zh-CN'))).toBe('en-US');
    expect(initialLanguage(storage('zh-CN'), browser('de'))).toBe('zh-CN');
  });

  it('ignores a saved value that is not a language of the app', () => {
    expect(initialLanguage(storage('klingon'), browser('zh-HK'))).toBe('zh-CN');
    expect(LANGUAGE_STORAGE_KEY).toBe('dehong.language');
  });
});
