import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
