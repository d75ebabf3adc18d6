import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A hang guard only, as in the other workspaces: the signed-code properties verify thousands
    // of Ed25519 signatures, seconds alone and several times that beside the other suites.
    testTimeout: 60_000,
  },
});
