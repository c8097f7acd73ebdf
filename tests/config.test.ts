import { describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config';

describe('configuration', () => {
  it('runs on embedded defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.databasePath).toBe('data/app.db');
    expect(c.SCRIPT_WRITER).toBe('template');
  });

  it('names the variable and what is allowed when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^PORT: /);
    expect(() => loadConfig({ VOICE_ENGINE: 'siri' })).toThrow(/VOICE_ENGINE: .*"offline"/);
    expect(() => loadConfig({ SLEEPER_BASE_URL: 'not a url' })).toThrow(/SLEEPER_BASE_URL/);
  });
});
