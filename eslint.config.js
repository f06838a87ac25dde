import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// Import direction (DESIGN.md §2): shared imports nothing of ours; machines import no React,
// router, i18next or fetch; web never imports the servers; bff and upstream never import each
// other, web or machines. Tests of the bff may start the reference upstream.
const ours = (...names) => names.map((n) => `@his/${n}`);
const restrict = (groups, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: groups.map((group) => ({ group: [group, `${group}/*`], message })) },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          // Build configs sit outside every tsconfig: a default project types them.
          allowDefaultProject: [
            'packages/*/vitest.config.ts',
            'packages/web/vite.config.ts',
            'packages/web/build/*.ts',
          ],
          // Those files are nine; the default allows eight.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 12,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line scripts report to their terminal.
    files: ['scripts/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict(ours('machines', 'web', 'bff', 'upstream'), 'shared imports nothing of ours'),
  },
  {
    files: ['packages/machines/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      ...restrict(
        [
          ...ours('web', 'bff', 'upstream'),
          'react',
          'react-dom',
          'react-router',
          'react-router-dom',
          'i18next',
          'react-i18next',
        ],
        'machines are pure: I/O comes in as actors supplied by the app',
      ),
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage'],
    },
  },
  {
    // The diagram of a flow: machines' descriptions in, React SVG out, for the web viewer and
    // the Node export alike.
    files: ['packages/flow-view/**/*.{ts,tsx}'],
    languageOptions: { globals: {} },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        [...ours('web', 'bff', 'upstream'), 'react-router', 'react-router-dom', 'i18next'],
        'flow-view draws descriptions of machines: it imports machines and React only',
      ),
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(ours('bff', 'upstream'), 'the web talks to the bff over HTTP only'),
    },
  },
  {
    files: ['packages/bff/src/**/*.ts'],
    rules: restrict(ours('web', 'machines', 'upstream'), 'the bff imports shared only'),
  },
  {
    files: ['packages/bff/test/**/*.ts'],
    rules: restrict(ours('web', 'machines'), 'bff tests may start the upstream, nothing else'),
  },
  {
    // Scripts without types (configs, the game pages) are linted without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The game pages the upstream serves: plain browser scripts, no build step.
    files: ['packages/upstream/play-web/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/upstream/**/*.ts'],
    rules: restrict(ours('web', 'machines', 'bff'), 'the upstream imports shared only'),
  },
);
