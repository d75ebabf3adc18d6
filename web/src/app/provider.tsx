import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { whenIdle } from '@/lib/when-idle';

type AntdLocale = typeof zhCN;

/**
 * antd-mobile's own words (pickers, "no more"...) in the UI language. zh-CN is antd-mobile's
 * built-in default; en-US loads only for users who read English, once the page is idle (the first
 * screen shows none of antd-mobile's words).
 */
function AntdLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const english = current.language === 'en-US';
  const [enUS, setEnUS] = useState<AntdLocale | null>(null);
  useEffect(() => {
    if (!english || enUS) return;
    return whenIdle(() => {
      void import('antd-mobile/es/locales/en-US').then((module) => setEnUS(module.default));
    });
  }, [english, enUS]);
  return <ConfigProvider locale={english && enUS ? enUS : zhCN}>{children}</ConfigProvider>;
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
        <AntdLocaleProvider>{children}</AntdLocaleProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
