// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'client/gql/**', 'server/graphql/generated/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/upstreams/**'] }],
      // The browsers the client's build targets (Vite's default: Chrome 111, Safari 16.4) lack these.
      'no-restricted-properties': [
        'error',
        { object: 'URL', property: 'canParse', message: 'Not in the browsers the build targets: try `new URL()` instead.' },
        { object: 'URL', property: 'parse', message: 'Not in the browsers the build targets: try `new URL()` instead.' },
      ],
    },
  },
  {
    // Apollo Client is not part of the first route: the browser loads it (client/apollo/browserSession.ts)
    // when something asks for more than the server rendered. Elsewhere in the client only its types are used.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/apollo/**', 'client/entry-server.tsx', 'client/data/renderSource.ts', 'client/routing/preloadRoute.ts', 'client/graphiql/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@apollo/client', '@apollo/client/*', 'graphql', 'graphql/*', 'rxjs', '@wry/*'],
              allowTypeImports: true,
              message: 'The first route loads no Apollo Client code: import its types only, and reach the client through useQuerySource() (client/data/).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['fastify', 'graphql', 'undici', '**/upstreams/**', '**/graphql/**', 'node:*'] }],
    },
  },
  {
    files: ['upstreams/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/client/**'] }],
    },
  },
);
