// First: antd-mobile's animation library reads requestAnimationFrame when it loads.
import './animation-frames';
import { Globals } from '@react-spring/web';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { allNamespaces, i18n, initI18n } from '@/i18n/i18n';
import { restoreAntdOwnRender } from '@/lib/antd-render';
import { closeDialogs } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { closeQueryClients } from './render-app';
import { setPhoneClock } from './time';

// The phone's clock stands at the test instant from the first line a test file runs (its module
// scope included), and again before each test.
setPhoneClock();
beforeEach(() => setPhoneClock());

// Route modules are compiled on first use in tests; give a screen time to arrive (npm test runs
// the browser suite beside these on two cores: a first screen once took over 5 s there, and the
// login test's first /m/home, compiled after the login, more than 15 s). A hang guard only.
configure({ asyncUtilTimeout: 30_000 });

// Pop-ups open and close at once: every spring jumps to its end and reports it. Their closing
// animations on the frames above could stall on a fast machine, leaving an invisible dialog that
// the next step or test then found (a quiet 2-core machine, every run); what the animations look
// like is the browser suite's, which runs the real ones.
Globals.assign({ skipAnimation: true });

// jsdom does not implement scrolling; the root layout scrolls to the top on every navigation.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

// jsdom has no pointer capture; antd-mobile's swipe-to-close (on pop-ups) asks for it.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;

// jsdom lays nothing out, so every element has a null offsetParent, which antd-mobile's
// InfiniteScroll reads as "hidden" and never loads more. Treat elements as laid out in their parent
// (at the top of the page, so a list's end is always in view).
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentElement;
  },
});

// Uploads go through Node's fetch, which cannot read jsdom's FormData, Blob or File (it would
// send "[object FormData]"). Use Node's own classes, as a browser's fetch uses its own.
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;
globalThis.FormData = (await new Response(new URLSearchParams()).formData())
  .constructor as typeof FormData;

beforeAll(async () => {
  // The spec's English wording is the en-US text: tests read what an English reader sees.
  await initI18n('en-US');
  // Screens then render at once instead of suspending for their words.
  await i18n.loadNamespaces(await allNamespaces());
});

afterEach(async () => {
  // The files of a worker share one jsdom (isolate: false): a test that faked timers must not
  // leave them faked for the next file.
  vi.useRealTimers();
  cleanup();
  await closeQueryClients();
  // Imperative pop-ups live outside the rendered tree: close them with the test, and wait until
  // they are gone so that the next test cannot read this one's message.
  toast.clear();
  closeDialogs();
  await waitFor(() => expect(document.querySelector('.adm-toast-main, .adm-dialog')).toBeNull());
  // The next test's first pop-up finds antd-mobile as a fresh page has it: one opened past
  // src/lib (without React 19's renderer) fails in whichever test opens it.
  restoreAntdOwnRender();
  sessionStorage.clear();
  localStorage.clear();
  // The document's address too: a call answered 401 writes it into the return-url cookie, so one
  // a test moved (history.replaceState) would become a later test's way back after its login.
  window.history.replaceState(null, '', '/');
  // Care mode is a class on the document, which the files of a worker share.
  document.documentElement.classList.remove('care');
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
