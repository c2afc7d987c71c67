import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FIRESTORE_SDK = {
  group: ['firebase/firestore', 'firebase-admin/firestore', '@firebase/firestore'],
  message: 'The Firestore SDKs are used in app/lib/data and app/lib/firebase only (their types too: documents.server.ts and documents.client.ts export the handles).',
};
// Static imports would put the SDK in a route's first bundle: load it with import() after hydration.
const BROWSER_SDK_AFTER_HYDRATION = {
  group: ['#app/lib/data/documents.client.ts', '#app/lib/firebase/client.ts', '#app/lib/firebase/messaging.ts'],
  message: 'Browser SDK modules load after hydration: use `await import()` (or a type import).',
  allowTypeImports: true,
};
const NOTHING_FROM_ABOVE = {
  group: ['#app/components/**', '#app/middleware/**', '#app/routes/**', '**/components/**', '**/middleware/**', '**/routes/**'],
  message: 'app/lib never imports from app/components, app/middleware or app/routes: move what both need into app/lib.',
};

export default tseslint.config(
  { ignores: ['build/', 'build-*/', 'test-results-*/', 'reports*/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', '.emulator-data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // All person-visible copy lives in locales/fr: no literal text in JSX.
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
    },
  },
  // The layers' boundaries: who may reach Firestore, and app/lib never reaching up into the screens.
  {
    // Only the data layer (app/lib/data) and the SDK set-up (app/lib/firebase) name Firestore
    // paths or reach an SDK: everything else goes through document types, the loaders' readers
    // and the hooks.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/lib/data/**', 'app/lib/firebase/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/^(users|pushTokens|leaderboard|challenges)\\//]',
          message: 'Firestore paths are built in app/lib/data only: use a document type (defineDocument) and its path template.',
        },
        {
          selector: 'Literal[value=/^(users|pushTokens|leaderboard|challenges)\\//]',
          message: 'Firestore paths are built in app/lib/data only: use a document type (defineDocument) and its path template.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(collection|collectionGroup|doc)$/]',
          message: 'Firestore references are made in app/lib/data only: read with documents.server.ts, listen and write with the data hooks.',
        },
      ],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [FIRESTORE_SDK, BROWSER_SDK_AFTER_HYDRATION] }],
    },
  },
  {
    // A test may spell out the Firestore path it expects a query or a write to use.
    files: ['app/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // app/lib is framework-free code below the screens: it never reaches up into them.
    files: ['app/lib/**/*.{ts,tsx}'],
    ignores: ['app/lib/data/**', 'app/lib/firebase/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [FIRESTORE_SDK, BROWSER_SDK_AFTER_HYDRATION, NOTHING_FROM_ABOVE] }] },
  },
  {
    files: ['app/lib/data/**/*.{ts,tsx}', 'app/lib/firebase/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NOTHING_FROM_ABOVE] }] },
  },
  {
    // A promise nobody awaits or catches is an error nobody sees, and on the server an
    // unhandled rejection stops the process. Type-aware, so only where it matters.
    files: ['app/**/*.{ts,tsx}', 'server.mjs'],
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['server.mjs'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Test-only pages (never in production builds) use plain English labels.
    files: ['app/test-routes/**'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  {
    // Test code drives SDKs through untyped page globals and raw protocol payloads.
    files: ['tests/**', '**/*.test.ts', 'emulators/firestore/testing/**', 'emulators/firestore/bench.ts'],
    rules: { 'no-empty-pattern': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
