import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'auth',
  'cart',
  'catalog',
  'orders',
  'profile',
  'admin',
  'checkout',
  'shop-info',
  'addresses',
  'payments',
  'home',
  'contact',
  'newsletter',
  'locations',
  'promotions',
  'trace',
];
/**
 * Checkout is the flow that turns a cart into an order delivered to an address and paid one way or
 * another, so it composes those features, and the provinces and wards to check an area before registering;
 * the profile shows and edits the signed-in user, whom the session (auth) owns. The home page is a shop
 * window: the catalog's products and the shop's own details; the contact page shows the shop's details
 * beside its form. The shop's running promotions (promotions) read the same on the home page and at
 * checkout, which also counts points at the shop's set value (shop-info); "Buy again" on an order fills the
 * cart (cart). The provinces and wards (locations) are looked up by the shopper's addresses and by the
 * admin's delivery zones alike.
 */
const FEATURE_USES = {
  checkout: ['cart', 'orders', 'addresses', 'payments', 'locations', 'promotions', 'shop-info'],
  orders: ['cart'],
  profile: ['auth'],
  addresses: ['locations'],
  admin: ['locations'],
  home: ['catalog', 'shop-info', 'promotions'],
  contact: ['shop-info'],
};
const forbiddenFeatures = (feature) =>
  FEATURES.filter((f) => f !== feature && !(FEATURE_USES[feature] ?? []).includes(f));

/**
 * Imports flow one way: shared (components, lib, config) → features → app (routes, layouts). A feature
 * never reaches into another feature (except the ones FEATURE_USES names), and shared code never imports a
 * feature or the app layer.
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
              regex: `^(\\.\\./)+(features/)?(${forbiddenFeatures(feature).join('|')}|routes|layouts)(/|$)`,
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

/**
 * API modules depend one way (docs/decisions/016-api-module-layers.md). A module is one or more folders of
 * apps/api/src/modules; it imports only the modules layers.json lists as its `uses`, and never another
 * module's repository (it calls that module's service). Tables are the one database schema: a table may
 * name another module's table in a foreign key and imports nothing else. apps/api/src/modules/layers.test.ts
 * proves the listed layers have no cycle and that the real imports follow them.
 */
const apiLayers = JSON.parse(readFileSync(new URL('./apps/api/src/modules/layers.json', import.meta.url), 'utf8'));
const apiModuleBoundaries = [
  ...Object.entries(apiLayers).map(([name, { folders, uses }]) => {
    const reachable = [...folders, ...uses.flatMap((used) => apiLayers[used].folders)];
    const forbidden = Object.values(apiLayers)
      .flatMap((module) => module.folders)
      .filter((folder) => !reachable.includes(folder));
    return {
      files: folders.map((folder) => `apps/api/src/modules/${folder}/**/*.ts`),
      ignores: ['**/*.test.ts', '**/*.table.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(forbidden.length > 0
                ? [
                    {
                      regex: `^\\.\\./(\\.\\./modules/)?(${forbidden.join('|')})/`,
                      message: `The ${name} module uses ${uses.join(', ') || 'no other module'}: modules depend one way (docs/decisions/016-api-module-layers.md).`,
                    },
                  ]
                : []),
              {
                regex: `^\\.\\./(?!(${folders.join('|')})/)[^/]+/[^/]+\\.repository$`,
                message: "Call the other module's service, never its repository.",
              },
            ],
          },
        ],
      },
    };
  }),
  {
    files: ['apps/api/src/modules/**/*.table.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/(?![^/]+\\.table$)',
              message: 'A table imports only other tables, for foreign keys.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/plugins/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./modules/',
              message:
                'plugins/ (HTTP concerns) are beneath the modules: a plugin imports no module; app.ts passes in what it needs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./(modules|plugins|lib|db)/',
              message: 'config.ts is read by everything and imports nothing of the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // As layers.test.ts checks: db/ (the seed) may use lib/, never the other way round.
              regex: '^\\.\\./(modules|plugins|db)/|^\\.\\./config$',
              message: 'lib/ is beneath the rest of the API (modules, plugins, db, config): it imports none of it.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Prettier wraps code at 120; this holds comments to it too. Long string literals (test names,
      // messages, class lists, seed text) stay whole so they can be searched for as they read.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    // One config reader: the environment is read in config.ts and nowhere else.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts' },
      ],
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
  {
    // Every text a screen shows comes from a typed catalogue (lib/i18n.tsx, docs/decisions/019-web-messages.md).
    // Tests and their shared helpers in app/test/ show no screen to a shopper.
    files: ['apps/web/app/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/app/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}{2,}/u]',
          message: 'Texts come from a messages.ts catalogue (useMessages), not from the markup.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|title|alt|label)$/] > Literal[value=/\\p{L}{2,}/u]',
          message: 'Texts come from a messages.ts catalogue (useMessages), not from the markup.',
        },
      ],
    },
  },
  ...featureBoundaries,
  ...apiModuleBoundaries,
  {
    files: ['scripts/**/*.{js,mjs}', '**/*.config.{js,ts}', 'apps/api/build.mjs', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
