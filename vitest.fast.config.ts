// The fast lane (`npm run test:fast`): the pure tests, by folder, with the whole suite's settings.
// Nothing here starts the app, a browser, a render or ffmpeg; the Sleeper worlds are replayed
// from tests/fixtures over local HTTP. A new test in one of these folders joins the lane by itself,
// so keep slow tests out of them (they belong in tests/render/, tests/pipeline/, tests/voice/, …).
import { defineConfig } from 'vitest/config';
import whole from './vitest.config';

const FAST_LANE = [
  'tests/config/**/*.test.ts',
  'tests/facts/**/*.test.ts',
  'tests/script/**/*.test.ts',
  'tests/sleeper/**/*.test.ts',
  'tests/video/**/*.test.ts',
  'tests/web/logic.test.ts',
];

export default defineConfig({ test: { ...whole.test, include: FAST_LANE } });
