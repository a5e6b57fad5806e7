// The workspace's linter (docs/decisions/0017): TypeScript, React hooks and accessibility rules,
// and the import boundaries that keep each concern in one place. `npm test` runs it first.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const SOURCES = '**/*.{ts,tsx,js,mjs}'

// A feature's public entry is the modules at the top of its folder (`features/auth/session.server.ts`);
// its subfolders (`features/auth/kakao/`) are its internals. Another feature imports it through
// `~/features/<name>/<module>`, never by a relative path out of its own folder.
const intoAnotherFeature = {
  regex: '^~/features/[^/]+/[^/]+/',
  message: 'Another feature\'s internals: import a module at the top of its folder (web/README.md, "Features").',
}
const outOfThisFeature = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}`,
  message: 'A relative import out of this feature: name the other feature by `~/features/<name>/<module>`.',
})
const serverModule = {
  // `import type` is erased: a type may come from anywhere.
  group: ['**/*.server', '**/*.server.ts', '~/env.server'],
  allowTypeImports: true,
  message: 'A server-only module (*.server.ts) in code the browser loads: reach it through a server function (*.functions.ts).',
}
const features = {
  group: ['~/features/**', '**/features/**'],
  message: '`ui/` is the plain building blocks: it never imports `features/` (move the code into the feature, or pass it in).',
}
const storefront = {
  group: ['@storefront/web', '@storefront/web/**', '**/web/src/**'],
  message: 'The CMS never imports the storefront: what both need lives in rules/ (@storefront/rules).',
}
// The shared rules stand below both servers: neither's code, nor Payload or Next, which only one has.
const eitherServer = {
  group: ['@storefront/cms', '@storefront/cms/**', '**/cms/src/**', 'payload', 'payload/**', '@payloadcms/**', 'next', 'next/**'],
  message: 'rules/ is shared by both servers: it imports neither, nor Payload or Next.',
}
// rules/ is also loaded by the storefront's browser code (`@storefront/rules/<file>`): what needs
// Node lives in its `*.server.ts` modules, which the package's browser condition replaces.
const nodeOnlyInRules = {
  group: ['**/*.server', '**/*.server.ts', 'node:*', 'pg', 'rate-limiter-flexible', 'firebase-admin', 'firebase-admin/*'],
  allowTypeImports: true,
  message: 'rules/ is loaded by the storefront\'s browser code too: Node-only code goes in a *.server.ts module (rules/package.json "exports").',
}
const restricted = (...patterns) => ['error', { patterns }]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '.toolchain/',
      '.data/',
      'cms/.next*/',
      'web/.output*/',
      'web/.tanstack/',
      'web/.nitro/',
      'web/dist/',
      'test-results/',
      'playwright-report/',
      '**/payload-types.ts',
      '**/routeTree.gen.ts',
      'cms/src/migrations/',
      'cms/src/app/(payload)/',
    ],
  },
  { files: [SOURCES], extends: [js.configs.recommended, ...tseslint.configs.recommended] },
  {
    files: [SOURCES],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // How to read the TypeScript modules it follows (without these no-cycle sees no imports).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['web/tsconfig.json', 'cms/tsconfig.json', 'rules/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  // eslint-plugin-jsx-a11y's fork for ESLint 9 and 10 (docs/decisions/0051): the same recommended rules, named jsx-a11y-x/….
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },

  // Import boundaries. ESLint applies the last matching block's options of a rule, so each block
  // lists every pattern that applies to its files.
  { files: ['web/src/ui/**'], rules: { '@typescript-eslint/no-restricted-imports': restricted(features, serverModule) } },
  {
    files: ['web/src/features/*/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted(intoAnotherFeature, outOfThisFeature(1), serverModule) },
  },
  {
    files: ['web/src/features/*/*/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted(intoAnotherFeature, outOfThisFeature(2), serverModule) },
  },
  { files: ['web/src/routes/**/*.tsx', 'web/src/*.tsx'], rules: { '@typescript-eslint/no-restricted-imports': restricted(intoAnotherFeature, serverModule) } },
  // Server-only code may use server modules: server modules, server functions (their handlers
  // never reach the browser), server routes (`routes/**/*.ts`: request handlers only) and tests.
  {
    files: ['web/src/**/*.server.ts', 'web/src/**/*.functions.ts', 'web/src/server.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['web/src/features/*/*.server.ts', 'web/src/features/*/*.functions.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted(intoAnotherFeature, outOfThisFeature(1)) },
  },
  {
    files: ['web/src/features/*/*/*.server.ts', 'web/src/features/*/*/*.functions.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted(intoAnotherFeature, outOfThisFeature(2)) },
  },
  { files: ['web/src/routes/**/*.ts'], rules: { '@typescript-eslint/no-restricted-imports': restricted(intoAnotherFeature) } },
  { files: ['web/src/ui/**/*.server.ts', 'web/src/ui/**/*.test.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': restricted(features) } },
  // One module calls the CMS (docs/decisions/0018): only it reads the CMS's address. No Intl in
  // the storefront: a browser's first formatter loads its locale data, about 30 ms of a phone's
  // main thread as a page hydrates (docs/decisions/0068); ui/format-date and ui/format-number do without.
  {
    files: ['web/src/**'],
    ignores: ['web/src/features/cms/cms-client.server.ts', 'web/src/env.server.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='cmsUrl']", message: 'Call the CMS through cms() of features/cms/cms-client.server.ts.' },
        ...["MemberExpression[object.name='Intl']", 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]'].map((selector) => ({
          selector,
          message: 'Format with ui/format-date or ui/format-number: a first Intl formatter costs a phone about 30 ms as the page hydrates.',
        })),
      ],
    },
  },
  { files: ['cms/**'], rules: { '@typescript-eslint/no-restricted-imports': restricted(storefront) } },
  // The integration files share one process and one Payload: a faked setTimeout swallows every
  // timer set meanwhile, the jobs queue's next run among them, and no mail goes out after it.
  {
    files: ['cms/src/**/*.int.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name='useFakeTimers'][arguments.length=0]",
          "CallExpression[callee.property.name='useFakeTimers'] > ObjectExpression:not(:has(Property[key.name='toFake']))",
          "CallExpression[callee.property.name='useFakeTimers'] Property[key.name='toFake'] Literal[value!='Date']",
        ].map((selector) => ({ selector, message: 'Fake only Date here; hold the code under test through a seam of its own instead of the process timers.' })),
      ],
    },
  },
  { files: ['rules/**'], rules: { '@typescript-eslint/no-restricted-imports': restricted(storefront, eitherServer) } },
  {
    files: ['rules/src/**'],
    ignores: ['rules/src/**/*.server.ts', 'rules/src/**/*.test.ts', 'rules/src/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted(storefront, eitherServer, nodeOnlyInRules) },
  },
  // Playwright reads a test's fixtures from its first parameter's pattern: `({}, testInfo)` asks for none.
  { files: ['e2e/**'], rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] } },
)
