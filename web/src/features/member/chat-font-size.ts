import { LARGE_TEXT_SCALE, setChatTextScale } from './large-text';

/**
 * The chat app's font setting, honoured as owners expect of a page in the chat app. Its browser
 * tells a page the owner's font size through WeixinJSBridge's `menu:setfont` event
 * (`{ fontSize: level }`, at load and on every change), and a page that sizes its own text says
 * so with `setFontSizeCallback` (else the chat app zooms the page's text on top of it). The app
 * takes the level's scale as its text scale, never below the large-text setting, through the same
 * text-size adjustment (see large-text.ts), and answers the level it shows.
 *
 * Levels (2 is the chat app's standard size). Larger levels are shown at 130 %, the large-text
 * setting's: the standard screens hold at 200 % (web/e2e/journeys/every-route-*.e2e.ts), but care
 * mode's, 18 px and up, are checked at 130 % on top.
 */
export const CHAT_FONT_SCALES: Readonly<Record<number, number>> = {
  1: 0.9,
  2: 1,
  3: 1.1,
  4: 1.2,
  5: LARGE_TEXT_SCALE,
};

const LARGEST = Math.max(...Object.keys(CHAT_FONT_SCALES).map(Number));

/** The scale of a chat-app font level; unknown or missing levels are the standard size. */
export function chatFontScale(level: unknown): number {
  const value = Math.trunc(Number(level));
  if (!Number.isFinite(value) || value < 1) return 1;
  return CHAT_FONT_SCALES[Math.min(value, LARGEST)] ?? 1;
}

interface FontBridge {
  on?(event: 'menu:setfont', handler: (result?: { fontSize?: unknown }) => void): void;
  invoke?(
    method: 'setFontSizeCallback',
    params: { fontSize: number },
    callback: (result: { err_msg?: string }) => void,
  ): void;
}

function listen(bridge: FontBridge): void {
  bridge.on?.('menu:setfont', (result) => {
    const level = Math.trunc(Number(result?.fontSize));
    setChatTextScale(chatFontScale(level));
    if (Number.isFinite(level))
      bridge.invoke?.('setFontSizeCallback', { fontSize: level }, () => {});
  });
}

/** Follows the chat app's font setting once its bridge is there (main.tsx, at start-up). */
export function followChatFontSize(): void {
  const present = (): FontBridge | null => {
    const bridge: unknown = window.WeixinJSBridge;
    return bridge && typeof bridge === 'object' ? (bridge as FontBridge) : null;
  };
  const bridge = present();
  if (bridge) listen(bridge);
  else
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        const ready = present();
        if (ready) listen(ready);
      },
      { once: true },
    );
}
