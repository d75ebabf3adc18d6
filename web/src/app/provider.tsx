import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { i18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';
import { whenIdle } from '@/lib/when-idle';

type AntdConfig = ReturnType<typeof getDefaultConfig>;

/** antd-mobile's default configuration as it was built (its locale zh-CN), once it has loaded. */
let builtIn: AntdConfig | undefined;

/**
 * Loads what making `language` antd-mobile's default takes and answers the change. Chinese is the
 * default antd-mobile is built with: nothing to load unless English was set before.
 */
async function antdLocaleChange(language: Language): Promise<() => void> {
  if (language === 'zh-CN' && !builtIn) return () => {};
  const [config, enUS] = await Promise.all([
    import('antd-mobile/es/components/config-provider'),
    language === 'en-US' ? import('antd-mobile/es/locales/en-US') : undefined,
  ]);
  const original = (builtIn ??= config.getDefaultConfig());
  return () => config.setDefaultConfig(enUS ? { ...original, locale: enUS.default } : original);
}

/**
 * antd-mobile's own words (pickers, "no more"...) in the UI language. No ConfigProvider: antd-mobile's
 * components read its default configuration, whose locale is zh-CN, so Chinese readers need nothing
 * and neither its configuration module nor its zh-CN words come with the entry (the home, payment
 * and card pages render none of its components at first). For English readers the en-US words
 * become the default once the page is idle (the first screen shows none of them); a component
 * shows them from its next render.
 */
function AntdLocale(): null {
  const { i18n: current } = useTranslation();
  const language: Language = current.language === 'en-US' ? 'en-US' : 'zh-CN';
  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void antdLocaleChange(language).then((change) => {
        if (!cancelled) change();
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [language]);
  return null;
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AntdLocale />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
