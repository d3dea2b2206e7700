import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'cart', 'catalog', 'orders', 'profile', 'admin'];

/**
 * Imports flow one way: shared (components, lib, config) → features → app (routes, layouts). A feature
 * never reaches into another feature, and shared code never imports a feature or the app layer.
 * Relative paths that climb out of a folder and name a sibling are what these patterns catch.
 */
const featureBoundaries = [
  ...FEATURES.map((feature) => ({
    files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((f) => f !== feature).join('|')}|routes|layouts)(/|$)`,
              message: 'A feature may not import another feature or the app layer; compose them in a route or layout.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/app/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|routes|layouts)(/|$)',
              message: 'Shared code may not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'data/**', 'bench/results/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // One config reader: the environment is read in config.ts and nowhere else.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts' }],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...featureBoundaries,
  {
    files: ['scripts/**/*.{js,mjs}', '**/*.config.{js,ts}', 'apps/api/build.mjs', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
