import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions } from 'playwright-core';

/**
 * Debian's Chromium in its headless shell (package chromium-headless-shell): playwright's own
 * browser download cannot work on these machines. The shell is the same Blink, V8 and network
 * stack without the desktop browser around them - what playwright itself runs for `headless` -
 * and the journeys cost half the CPU they cost in /usr/bin/chromium's headless mode (539 against
 * 1,018 CPU-seconds for the whole suite on a 2-core machine, 298 against 524 s).
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Offline by construction: any host name (map tiles, fonts...) fails at once instead of waiting
  // on DNS, so a journey never depends on the network. The simulator is reached by IP.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** The chat app's in-app browser on a mid-range Android phone. */
export const CHAT_APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 ' +
  '(KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 ' +
  'MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin Android Tablet';

/** The same phone's ordinary browser: no chat app, so no pay bridge. */
export const PLAIN_MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/116.0.0.0 Mobile Safari/537.36';

/** A car owner in Dehong: a 375x812 touch phone, Chinese, China time. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: CHAT_APP_USER_AGENT,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
};

/**
 * Makes sure the headless shell exists: the repo's installer adds Debian's packages when running
 * as root, and otherwise says which command to run.
 */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  const installer = fileURLToPath(new URL('../../../scripts/install-chromium.sh', import.meta.url));
  const result = spawnSync('bash', [installer], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    throw new Error(
      `The e2e suite needs ${CHROMIUM}: run 'sudo apt-get install -y chromium-headless-shell' (or scripts/install-chromium.sh as root).`,
    );
  }
}
