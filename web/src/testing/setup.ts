import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { allNamespaces, i18n, initI18n } from '@/i18n/i18n';

// jsdom does not implement scrolling; the root layout scrolls to the top on every navigation.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

// jsdom has no pointer capture; antd-mobile's swipe-to-close (on pop-ups) asks for it.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;

beforeAll(async () => {
  // The spec's English wording is the en-US text: tests read what an English reader sees.
  await initI18n('en-US');
  // Screens then render at once instead of suspending for their words.
  await i18n.loadNamespaces(allNamespaces());
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
