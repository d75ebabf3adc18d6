import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { createApi, Session, type SessionStore } from '@dehong/api-spec';
import type { Browser, PuppeteerNode } from 'puppeteer-core';

const require = createRequire(import.meta.url);

export const CHROMIUM = '/usr/bin/chromium';
/** A loaded two-core machine can take longer than Puppeteer's 30 s default. */
export const PAGE_TIMEOUT_MS = 90_000;

/** Debian's Chromium as the team runs it (DESIGN.md), in the car owners' language. */
export const CHROMIUM_ARGS = [
  '--lang=zh-CN',
  // --lang alone leaves navigator.languages (what the app picks its language from) at en-US.
  '--accept-lang=zh-CN',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse drives a Puppeteer page; the puppeteer-core it depends on is the one it is tested
 * with, so it is taken from Lighthouse's own dependencies rather than declared again.
 */
export async function puppeteerOfLighthouse(): Promise<PuppeteerNode> {
  const fromLighthouse = createRequire(require.resolve('lighthouse'));
  const module = (await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)) as {
    default: PuppeteerNode;
  };
  return module.default;
}

function recordingStore(): SessionStore & { entries(): [string, string][] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    entries: () => [...items],
  };
}

/**
 * The session a login leaves in the app's sessionStorage, for the fixture user A: the seeded
 * refresh token is exchanged for a fresh pair through the app's own client, which saves the
 * session exactly as the login page does.
 */
export async function signedInSession(
  url: string,
  refreshToken: string,
): Promise<[string, string][]> {
  const store = recordingStore();
  await createApi({ baseUrl: url, session: new Session(store) }).refreshToken(refreshToken);
  return store.entries();
}

export async function openSignedIn(browser: Browser, origin: string, session: [string, string][]) {
  const page = await browser.newPage();
  // A loaded two-core machine can take longer than Puppeteer's 30 s default.
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  // Any page of the origin gives access to its sessionStorage; the tab keeps it across navigations.
  await page.goto(`${origin}/media/service.html`);
  await page.evaluate((items) => {
    for (const [key, value] of items) sessionStorage.setItem(key, value);
  }, session);
  return page;
}
