import { LARGE_TEXT_KEY as STORAGE_KEY } from './large-text-key';

/**
 * Large text, the elder-friendly setting: the whole app's text at 130 %, through the
 * text-size adjustment that phone browsers apply to every font size; it is the same mechanism as
 * the chat app's own font setting (which sets it on the body), so layouts that hold for one hold
 * for the other. The choice stays on this phone.
 */
export const LARGE_TEXT_SCALE = 1.3;
export const LARGE_TEXT_CLASS = 'large-text';

function stored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The chat app's own text scale (its font setting, see chat-font-size.ts): what it wrote on the
 * body before the app started (its iOS browser does so), then what its `menu:setfont` says. The
 * app shows text at the larger of it and this setting, so neither undoes the other.
 */
let chatScale: number | null = null;
/** Whether html and body carry the app's own scale (else they are left as the chat app set them). */
let scaleWritten = false;

function chatScaleOnBody(): number {
  const written = Number.parseFloat(
    document.body?.style.getPropertyValue('-webkit-text-size-adjust') ?? '',
  );
  // Held at the largest scale the screens are checked at, as chat-font-size.ts does.
  return Number.isFinite(written) && written > 0 ? Math.min(written / 100, LARGE_TEXT_SCALE) : 1;
}

/** The text scale the document is shown at: the setting's or the chat app's, whichever is larger. */
export function textScale(): number {
  chatScale ??= chatScaleOnBody();
  const setting = document.documentElement.classList.contains(LARGE_TEXT_CLASS)
    ? LARGE_TEXT_SCALE
    : 1;
  return Math.max(setting, chatScale);
}

/**
 * Puts the stored choice on the document; main.tsx calls it before the first screen. The scale is
 * also written on html and body themselves: the chat app writes its own size on the body, which
 * would otherwise win over the style sheet's (and switch the setting off).
 */
export function applyLargeText(on: boolean = stored()): void {
  document.documentElement.classList.toggle(LARGE_TEXT_CLASS, on);
  const scale = textScale();
  if (scale === 1 && !scaleWritten) return;
  scaleWritten = true;
  for (const element of [document.documentElement, document.body]) {
    if (!element) continue;
    element.style.setProperty('-webkit-text-size-adjust', `${Math.round(scale * 100)}%`);
    element.style.setProperty('text-size-adjust', `${Math.round(scale * 100)}%`);
  }
}

/** The chat app's text scale changed (its font setting): shown at once, with the setting's. */
export function setChatTextScale(scale: number): void {
  chatScale = scale;
  applyLargeText();
}
