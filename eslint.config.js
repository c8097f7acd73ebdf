// ESLint (flat config): typescript-eslint's recommended rules everywhere, React hooks rules on
// the video and the website, and Remotion's rules on the video (src/). `npm run lint` runs it with
// the type-check and Prettier's check; `npm test` runs `npm run lint` first.
import remotion from '@remotion/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'data/', 'out/', 'assets/', '.cache/', 'docs/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_`-prefixed names are deliberately unused (an argument a signature needs).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...remotion.flatPlugin,
  },
  {
    // The server reaches outside services only at the URLs and keys its settings name: the local
    // stand-ins live in standins/ and are started by `npm start` (standins/serve.ts), never by server/.
    files: ['server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/standins', '**/standins/**'], message: 'server/ never imports a stand-in: take its URL or key from the config.' }] },
      ],
    },
  },
  // editor/ (the dashboard's context pages) and onboarding/ share only through common/ (the
  // context editor, its texts, the weeks); common/ imports neither. tests/web/boundaries.test.ts.
  ...[
    { folder: 'editor', refused: ['onboarding'] },
    { folder: 'onboarding', refused: ['editor'] },
    { folder: 'common', refused: ['editor', 'onboarding'] },
  ].map(({ folder, refused }) => ({
    files: [`web/src/${folder}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: refused.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
              message: 'editor/ and onboarding/ share through common/: move what both need there (common/ imports neither).',
            },
          ],
        },
      ],
    },
  })),
);
