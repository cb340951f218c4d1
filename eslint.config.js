// ESLint flat config. `npm run lint` runs it with --max-warnings 0 before any test (decision 0004).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A boundaries policy: files of type `from` may import elements of the `to` types. */
function allow(from, to) {
  return { from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: to } } } } };
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-dev/',
      'data/',
      '.cache/',
      'test-results/',
      'playwright-report/',
      'client/src/routeTree.gen.ts',
      'client/src/locales/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Handlers passed to React and Node APIs are allowed to be async; a floating promise is still an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // TanStack Router's redirect() and notFound() are thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] },
            { from: 'package', package: '@tanstack/react-router', name: ['Redirect', 'NotFoundError'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  // Browser code.
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'build/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}', '.ci/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Fastify plugins and route modules are async functions by contract (Fastify awaits them), with or without an
  // await inside.
  {
    files: ['server/src/plugins/**/*.ts', 'server/src/routes/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  // Tests read untyped JSON (`app.inject().json()`, `response.json()`) and assert on it: the unsafe-any rules would
  // only add casts there. Production code keeps them.
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // File names are kebab-case (ARCHITECTURE.md §7). TanStack's file routes use their own naming.
  {
    files: [
      'client/**/*.{ts,tsx}',
      'server/**/*.ts',
      'shared/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'build/**/*.ts',
    ],
    ignores: ['client/src/routes/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  // Import boundaries (bulletproof-react): shared → features → app/routes, one way; features never import each other.
  {
    files: ['client/**/*.{ts,tsx}', 'server/**/*.ts', 'shared/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['client/**/*', 'server/**/*', 'shared/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'server', pattern: 'server' },
        { type: 'feature', pattern: 'client/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'client/src/components' },
        { type: 'lib', pattern: 'client/src/lib' },
        { type: 'workers', pattern: 'client/src/workers' },
        { type: 'sw', pattern: 'client/src/sw' },
        { type: 'app', pattern: 'client/src/app' },
        { type: 'routes', pattern: 'client/src/routes' },
        { type: 'entry', pattern: 'client/src/*.{ts,tsx}', partialMatch: false },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{from.type}} must not import {{to.type}} (ARCHITECTURE.md: imports go one way)',
          policies: [
            allow('shared', ['shared']),
            allow('server', ['server', 'shared']),
            allow('lib', ['lib', 'shared', 'workers']),
            allow('components', ['components', 'lib', 'shared']),
            allow('workers', ['workers', 'shared']),
            allow('sw', ['sw', 'shared']),
            allow('feature', ['lib', 'components', 'shared']),
            // A feature imports only itself.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{from.captured.feature}}' } } } },
            },
            allow('app', ['app', 'feature', 'components', 'lib', 'shared']),
            allow('routes', ['routes', 'app', 'feature', 'components', 'lib', 'shared']),
            allow('entry', ['entry', 'app', 'routes', 'feature', 'components', 'lib', 'shared']),
          ],
        },
      ],
    },
  },
);
