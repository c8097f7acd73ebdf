// ESLint (flat config): typescript-eslint's recommended rules everywhere, React hooks rules on
// the video and the website, and Remotion's rules on the video (src/). `npm run lint` runs it with
// the type-check and Prettier's check; `npm test` runs `npm run lint` first.
import remotion from '@remotion/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import patterns a layer may not use (gitignore-style, matched against the import as written).
const NOT_SERVER = {
  group: ['**/server', '**/server/**'],
  message: 'Only the server imports server/: move what is shared to src/ (API shapes: src/api/, value sets: src/vocabulary.ts).',
};
const NOT_STANDINS = {
  group: ['**/standins', '**/standins/**'],
  message: 'Only npm start and tests import standins/: the server takes a URL or key from its config.',
};
const NOT_WEB = { group: ['**/web', '**/web/**'], message: 'src/ is shared by the server, the video and the website: it never imports web/.' };
/** The server's folders above server/recap/ (HTTP, storage, jobs, pipeline, rendering and the features). */
const SERVER_OUTER_LAYERS = [
  'app',
  'app-context',
  'main',
  'http',
  'db',
  'jobs',
  'pipeline',
  'render',
  'videos',
  'leagues',
  'accounts',
  'billing',
  'chats',
  'sharing',
  'invites',
  'contexts',
  'mail',
  'alerts',
  'schedule',
];

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
  // The house's layers (docs/architecture.md, "Layers"): each block names what a layer never imports.
  // A later block's no-restricted-imports replaces an earlier one's for the same file, so each
  // narrower block repeats the rules of the wider one.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_SERVER, NOT_WEB, NOT_STANDINS] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_SERVER, NOT_STANDINS] }] },
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
            NOT_SERVER,
            NOT_STANDINS,
            {
              group: refused.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
              message: 'editor/ and onboarding/ share through common/: move what both need there (common/ imports neither).',
            },
          ],
        },
      ],
    },
  })),
  {
    // The server reaches outside services only at the URLs and keys its settings name: the local
    // stand-ins live in standins/ and are started by `npm start` (standins/serve.ts), never by server/.
    files: ['server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NOT_STANDINS] }] },
  },
  {
    files: ['server/pipeline/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_STANDINS,
            {
              group: ['**/jobs', '**/jobs/**'],
              message: 'server/pipeline/ is run by server/jobs/, never the reverse: put what both need in server/pipeline/contract.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/recap/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NOT_STANDINS,
            {
              group: ['express', 'express-*', 'node:http', 'http', ...SERVER_OUTER_LAYERS.flatMap((d) => [`**/${d}`, `**/${d}/**`])],
              message: 'server/recap/ is pure logic (facts, script, voice): it never imports the HTTP, database, jobs or pipeline layers.',
            },
          ],
        },
      ],
    },
  },
);
