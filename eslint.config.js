import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/build/**', '**/.react-router/**', 'data/**', 'bench/results/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': 'off',
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
      // Imports flow one way: shared → features → app; a feature never reaches into another one.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/app/features/cart', from: './apps/web/app/features', except: ['./cart'] },
            { target: './apps/web/app/features/auth', from: './apps/web/app/features', except: ['./auth'] },
            { target: './apps/web/app/features/catalog', from: './apps/web/app/features', except: ['./catalog'] },
            { target: './apps/web/app/features/orders', from: './apps/web/app/features', except: ['./orders'] },
            { target: './apps/web/app/features/profile', from: './apps/web/app/features', except: ['./profile'] },
            { target: './apps/web/app/features/admin', from: './apps/web/app/features', except: ['./admin'] },
            { target: ['./apps/web/app/components', './apps/web/app/lib', './apps/web/app/config'], from: ['./apps/web/app/features', './apps/web/app/routes'] },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', '**/*.config.{js,ts}', 'apps/api/build.mjs', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
