import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { currentLanguage } from '@/i18n/ui-language';
import { api } from '@/lib/api';
import { testAgainstSimulator } from '@/testing/simulator';

testAgainstSimulator();

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en-US');
});

describe('the language the operator is asked to answer in', () => {
  it('is the one the UI shows, also after the reader switches (the API client reads it without i18next)', async () => {
    const asked: (string | null)[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      asked.push((input as Request).headers.get('Accept-Language'));
      return fetch(input, init);
    });

    expect(currentLanguage()).toBe('en-US');
    await api.showAppConfig();
    await changeLanguage('zh-CN');
    expect(currentLanguage()).toBe('zh-CN');
    await api.showAppConfig();

    expect(asked).toEqual(['en-US', 'zh-CN']);
  });
});
