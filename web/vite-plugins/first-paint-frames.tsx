/**
 * Built for Node by vite-plugins/first-paint.ts (a server build of this file, so that CSS modules
 * get the class names of the app's own build): React renders each cold screen's frame with
 * react-dom/static, in each language the app may open in.
 */
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { FirstPaint } from '../src/app/first-paint';
import enCommon from '../src/i18n/locales/en-US/common';
import zhCommon from '../src/i18n/locales/zh-CN/common';
import type { FrameParts, FrameTemplates } from './frame-templates';

const COMMON = { 'zh-CN': zhCommon, 'en-US': enCommon } as const;

async function html(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

/** Stands for the title in the rendered frame: a character no title has. */
const TITLE = '\uE000';

/**
 * The frame's markup in each language, with and without the back arrow, as the parts before and
 * after its title: the cold screens' frames differ by their title only, which index.html's script
 * puts in (HTML-escaped at build time), so the page carries four frames instead of one per screen
 * and language.
 */
export async function renderFrameTemplates(): Promise<FrameTemplates> {
  const templates = {} as FrameTemplates;
  for (const language of ['zh-CN', 'en-US'] as const) {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: language,
      resources: { [language]: { common: COMMON[language] } },
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
    const render = async (back: boolean): Promise<FrameParts> => {
      const markup = await html(
        <I18nextProvider i18n={i18n}>
          <FirstPaint title={TITLE} back={back} />
        </I18nextProvider>,
      );
      const parts = markup.split(TITLE);
      if (parts.length !== 2)
        throw new Error(`the frame shows its title ${parts.length - 1} times`);
      return [parts[0]!, parts[1]!];
    };
    templates[language] = { back: await render(true), plain: await render(false) };
  }
  return templates;
}
