import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import noImportCycle from './scripts/lint/no-import-cycle.js';

const root = import.meta.dirname;
const workspaces = ['api-spec', 'simulator', 'web', 'contracts'];
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Everything in web/src but the test harness, which starts a real simulator.
const webSource = readdirSync(`${root}/web/src`, { withFileTypes: true })
  .filter((entry) => entry.name !== 'testing')
  .map((entry) => `web/src/${entry.name}`);

// antd-mobile's own import rule (below) plus its imperative pop-ups: these render outside React's
// tree, so lib/ wraps them once (antd-render, toast, dialog) and screens call the wrappers.
const antdRoot = { name: 'antd-mobile', message: 'Import antd-mobile components by path.' };
const popUps = ['dialog', 'toast', 'action-sheet', 'modal', 'image-viewer'].map((name) => ({
  group: [`antd-mobile/es/components/${name}`, `antd-mobile/es/components/${name}/*`],
  message: 'Open pop-ups through web/src/lib (toast.ts, dialog.tsx), not antd-mobile directly.',
}));

const clockWithoutInstant = {
  selector: "NewExpression[callee.name='Clock'][arguments.length=0]",
  message: "A test's simulator clock starts at an instant: new Clock(testInstant()).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/generated',
      'data',
      '.artifacts',
      'contracts/pacts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The boundaries of DESIGN.md's layout, after bulletproof-react's import/no-restricted-paths
    // zones: a boundary the linter does not keep is a wish.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {
      'import-x': importX,
      local: { rules: { 'no-import-cycle': noImportCycle } },
    },
    settings: {
      // Without a parser for .ts files the plugin cannot read the modules an import leads to, and
      // the cycle rule would find nothing beyond the file at hand.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: workspaces.map((workspace) => `${root}/${workspace}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // No cycle of modules, through value, type-only (the payments <-> shop-orders circle was
      // one) or dynamic imports; a cycle through packages outside the repo is not ours to break.
      'local/no-import-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((feature) => ({
              target: `web/src/features/${feature}`,
              from: 'web/src/features',
              except: [`./${feature}`],
              message:
                'Features never import each other: share through lib/, config/ or components/, or compose them in app/.',
            })),
            {
              target: 'web/src/features',
              from: 'web/src/app',
              message: 'The direction is app -> features -> shared.',
            },
            {
              target: [
                'web/src/components',
                'web/src/config',
                'web/src/hooks',
                'web/src/i18n',
                'web/src/lib',
              ],
              from: ['web/src/features', 'web/src/app'],
              message:
                'Shared code (components, config, hooks, i18n, lib) imports neither features nor app.',
            },
            {
              target: webSource,
              from: 'simulator',
              message: 'The app never imports the simulator; only src/testing starts one.',
            },
            { target: webSource, from: 'contracts' },
            {
              target: 'simulator',
              from: ['web', 'contracts'],
              message: 'The simulator serves the built app and never imports web.',
            },
            // The simulator's layers, one way: app/admin/chat/routes/seed -> services -> repositories
            // -> db, with http/, i18n/ and util/ beneath the services. services/ and repositories/
            // are parallel trees of domain folders (services/<domain>/, repositories/<domain>/).
            {
              target: 'simulator/src/repositories',
              from: 'simulator/src',
              except: ['./repositories', './db', './util', './clock.ts'],
              message:
                'Repositories hold the SQL: they import db/ and each other, never the services or anything above them.',
            },
            {
              target: 'simulator/src/services',
              from: 'simulator/src',
              except: [
                './services',
                './repositories',
                './db',
                './http',
                './i18n',
                './util',
                './clock.ts',
              ],
              message:
                'Services import repositories and the layers beneath; routes, seed, admin, chat, proxy and the app import services, never the reverse.',
            },
            {
              target: 'simulator/src/http',
              from: 'simulator/src',
              except: ['./http', './i18n', './util', './clock.ts'],
              message:
                'http/ is the plumbing beneath the routes and services: it imports nothing above it.',
            },
            {
              target: 'simulator/src/db',
              from: 'simulator/src',
              except: ['./db'],
              message: 'db/ (the database, migrations, money audit) imports nothing above it.',
            },
            {
              target: ['simulator/src/i18n', 'simulator/src/util', 'simulator/src/clock.ts'],
              from: 'simulator/src',
              except: ['./i18n', './util', './clock.ts'],
              message:
                'i18n/, util/ and the clock are the bottom of the simulator: they import nothing above them.',
            },
            {
              target: 'api-spec',
              from: ['simulator', 'web', 'contracts'],
              message:
                'api-spec is the bottom of the arrows: web, simulator and contracts import it, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // The simulator's services/ and repositories/ hold domain folders only, beside the one module
    // that composes each tree: a file at their top is a domain without a name.
    files: ['simulator/src/services/*', 'simulator/src/repositories/*'],
    ignores: ['simulator/src/services/index.ts', 'simulator/src/repositories/store.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            'Put this module in its domain folder (services/<domain>/, repositories/<domain>/); only services/index.ts and repositories/store.ts sit at the top.',
        },
      ],
    },
  },
  {
    // Test files are leaves: nothing imports them, so no cycle can pass through one, and any cycle
    // among what they import is reported in those files.
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: { 'local/no-import-cycle': 'off' },
  },
  {
    // No test depends on the day it runs. The unit and API suites' setups pin Date, and every
    // simulator's clock, to the test instant (api-spec/src/test-instant.ts); a clock made in a
    // test starts there too.
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': ['error', clockWithoutInstant],
    },
  },
  {
    // The browser suite's Node process keeps the real date (Playwright and Chromium run on it);
    // the day is the simulator's (`journey.sim.clock`), which every journey starts at the test
    // instant, and the phone's clock is set to it (support/journey.ts).
    files: ['web/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        clockWithoutInstant,
        {
          selector:
            "NewExpression[callee.name='Date'][arguments.length=0], CallExpression[callee.object.name='Date'][callee.property.name='now'], CallExpression[callee.name=/^china(Date|DateTime)$/][arguments.length=0]",
          message:
            "A journey reads the day from the simulator's clock (journey.sim.clock.now()), never the machine's; durations come from performance.now().",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // antd-mobile's root entry pulls its animation library into the first load (~25 KB gzip on
      // /m/home); import components by path (antd-mobile/es/components/...).
      'no-restricted-imports': ['error', { paths: [antdRoot], patterns: popUps }],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [antdRoot] }] },
  },
);
