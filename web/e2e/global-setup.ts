import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './support/chromium';
import { ARTIFACTS_DIR, WEB_DIST } from './support/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of the run; each test file connects to it and opens fresh contexts. */
    chromiumWsEndpoint: string;
    /** This run's copy of the production build. */
    webDir: string;
  }
}

/**
 * Checks what the suite needs (Chromium, the production build), clears the screenshots of the
 * last run and starts one headless Chromium for the whole run. Playwright gives it a fresh
 * temporary profile (--user-data-dir) and removes it on close. The build is served from a copy:
 * a rebuild of web/dist during the run (hashed chunk names change) cannot break a loaded page.
 */
export default async function setup(project: TestProject) {
  ensureChromium();
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`No production build in ${WEB_DIST}: run 'npm run build -w web' first.`);
  }
  const webDir = mkdtempSync(join(tmpdir(), 'dehong-e2e-web-'));
  cpSync(WEB_DIST, webDir, { recursive: true });
  project.provide('webDir', webDir);
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });

  const server = await chromium.launchServer({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  };
}
