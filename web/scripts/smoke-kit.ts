import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator } from '@dehong/simulator';
import { type Page, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, PHONE } from '../e2e/support/chromium';
import { WEB_DIST } from '../e2e/support/paths';
import { SimulatorAdmin } from '../e2e/support/simulator';

const web = fileURLToPath(new URL('..', import.meta.url));

/**
 * What a smoke script starts with: the production build (web/dist) served by the simulator with
 * its admin API, Chromium as a phone on a fresh profile, and numbered screenshots in
 * .artifacts/<name>/. `close()` ends the browser and the simulator and removes the profile.
 */
export async function startSmoke(name: string) {
  const shots = join(web, '.artifacts', name);
  mkdirSync(shots, { recursive: true });
  const simulator = await startSimulator({ admin: true, webDir: WEB_DIST });
  const profile = mkdtempSync(join(tmpdir(), `dehong-${name}-`));
  // A fresh profile each run (playwright passes it to Chromium as --user-data-dir).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    ...PHONE,
  });
  let step = 0;

  return {
    url: simulator.url,
    admin: new SimulatorAdmin(simulator.url),
    context,
    async shot(page: Page, label: string, fullPage = false) {
      step += 1;
      const path = join(shots, `${String(step).padStart(2, '0')}-${label}.png`);
      await page.screenshot({ path, fullPage });
      console.log(`  screenshot ${path}`);
    },
    async close() {
      await context.close();
      await simulator.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
