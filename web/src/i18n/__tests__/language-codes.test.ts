import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../i18n';

describe('the language code', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await changeLanguage('en-US');
  });

  it('is put in its canonical form once per code, not for every word looked up', async () => {
    await changeLanguage('zh-CN');
    i18n.t('actions.logout');
    const canonical = vi.spyOn(Intl, 'getCanonicalLocales');

    const words = Array.from({ length: 50 }, () => i18n.t('actions.logout'));

    expect(new Set(words)).toEqual(new Set(['退出登录']));
    expect(canonical).not.toHaveBeenCalled();
  });

  it('keeps the form i18next gives each code (the words of both languages still resolve)', async () => {
    await changeLanguage('zh-CN');
    expect(i18n.t('actions.logout')).toBe('退出登录');
    await changeLanguage('en-US');
    expect(i18n.t('actions.logout')).toBe('Log out');
    expect(i18n.services.languageUtils.formatLanguageCode('zh-CN')).toBe('zh-CN');
  });
});
