import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';

// Each web feature is self-contained: shared pieces move to components/ or lib/, not across features.
const webFeatures = fs.readdirSync(new URL('./apps/web/src/features', import.meta.url));

export default tseslint.config(
  // The build's outputs (dist/, dist-server/) are written while lint runs (npm test runs them at once).
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'data/**', '.test-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules on the server: a promise nobody awaits (a query outside its transaction, a write
    // after the answer), an async function where a callback's result is ignored, a switch over a union
    // that misses a member.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/test/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Icons come one module each through components/icons.ts: the package's index brings all of its
    // 6,288 icons into the build, which parses every one.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/icons.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tabler/icons-react',
              message: 'Import icons from #web/components/icons.ts (add a line there for a new one).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Architecture zones (docs/architecture.md): queries stay below routes, importers and statistics;
    // routes do not reach into importers; features do not import one another; no import cycles.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    // Tests build their fixtures with the importers and may reach across layers.
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/api/src/test/**'],
    plugins: { 'import-x': importX },
    // The import rules follow only files they can parse: without these settings TypeScript modules are
    // skipped, and no-cycle finds no cycle at all.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/api/src/db',
              from: ['./apps/api/src/routes', './apps/api/src/import', './apps/api/src/stats'],
              message: 'db/ is the lowest layer: move the shared piece into db/ or lib/.',
            },
            {
              target: './apps/api/src/routes',
              from: './apps/api/src/import',
              message: 'Routes do not import importers: put what both need in db/queries or lib/.',
            },
            {
              target: './apps/api/src/stats',
              from: ['./apps/api/src/routes', './apps/api/src/import', './apps/api/src/http'],
              message:
                'stats/ computes derived data from the database: it is called by routes and importers, never the other way.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message:
                'components/ and lib/ are shared by every feature: they do not import features or the app shell.',
            },
            {
              target: './packages',
              from: './apps',
              message: 'Packages are shared by the server and the browser: they never import an app.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import other features: move the shared piece to components/ or lib/.',
            })),
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The rules package builds on the contract's vocabulary, never the other way.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@ptcg/tcg', '@ptcg/tcg/*'], message: 'contract does not depend on tcg.' }] },
      ],
    },
  },
  {
    // Routes are thin handlers: every statement of SQL lives in db/queries (or security/, stats/).
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', message: 'Routes hold no SQL: add a function to db/queries.', allowTypeImports: true },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message:
            'Routes hold no SQL: add a function to db/queries (a transaction bracketing several of them may stay).',
        },
      ],
    },
  },
);
