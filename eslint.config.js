import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // antd-mobile's root entry pulls its animation library into the first load (~25 KB gzip on
      // /m/home); import components by path (antd-mobile/es/components/...).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'antd-mobile', message: 'Import antd-mobile components by path.' }] },
      ],
    },
  },
);
