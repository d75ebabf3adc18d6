import type { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Language } from './languages';

type AntdConfig = ReturnType<typeof getDefaultConfig>;

/** antd-mobile's default configuration as it was built (its locale zh-CN), once it has loaded. */
let builtIn: AntdConfig | undefined;

/**
 * Makes `language` antd-mobile's own words (pickers, "no more"...) before anything renders in it.
 * No ConfigProvider: antd-mobile's components read its default configuration, whose locale is
 * zh-CN, so Chinese readers load nothing (neither its configuration module nor its words come with
 * the entry). English readers load them beside their own catalogue, which they wait for anyway, so
 * no antd-mobile component ever shows them Chinese words.
 */
export async function applyAntdLocale(language: Language): Promise<void> {
  if (language === 'zh-CN' && !builtIn) return;
  const [config, enUS] = await Promise.all([
    import('antd-mobile/es/components/config-provider'),
    language === 'en-US' ? import('antd-mobile/es/locales/en-US') : undefined,
  ]);
  const original = (builtIn ??= config.getDefaultConfig());
  config.setDefaultConfig(enUS ? { ...original, locale: enUS.default } : original);
}
