import { fileURLToPath } from 'node:url';

/** The production build the simulator serves (`npm run build -w web`). */
export const WEB_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Where each journey leaves a screenshot of its end (git-ignored). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../../.artifacts/e2e', import.meta.url));
