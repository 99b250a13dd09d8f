// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import ilteo from './eslint/import-direction.js';
import ilteoServer from './eslint/server-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      // The native projects: copies of the web build and Capacitor's own files (decision 0032).
      'apps/mobile/android/**',
      'apps/mobile/ios/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            'eslint/*.js',
            'scripts/*.mjs',
            'bench/*.mjs',
            'apps/server/build.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, ilteo },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'ilteo/import-direction': ['error', { srcRoot: 'apps/web/src' }],
      // Decision 0020: a page's first toLocaleString loads the locale's data (16-32 ms).
      'no-restricted-properties': [
        'error',
        {
          property: 'toLocaleString',
          message: "Use groupDigits from '@ilteo/contract' (no Intl on a first screen).",
        },
      ],
    },
  },
  {
    // One-way server layers and module public surfaces (docs/ARCHITECTURE.md).
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'ilteo-server': ilteoServer },
    rules: { 'ilteo-server/server-boundaries': ['error', { srcRoot: 'apps/server/src' }] },
  },
  {
    // Command-line scripts print tables and progress.
    files: ['bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
