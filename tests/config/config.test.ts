import { describe, expect, it } from 'vitest';
import { assertSafeToServe, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('runs on embedded defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.databasePath).toBe('data/app.db');
    expect(c.SCRIPT_WRITER).toBe('template');
  });

  it('follows PORT for PUBLIC_URL when PUBLIC_URL is unset (sign-in links on the right port)', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3300' }).PUBLIC_URL).toBe('http://localhost:3300');
    expect(loadConfig({ PORT: '3300', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:3300');
    expect(loadConfig({ PORT: '3300', PUBLIC_URL: 'https://recaps.example.com' }).PUBLIC_URL).toBe('https://recaps.example.com');
  });

  it('names the variable and what is allowed when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^PORT: /);
    expect(() => loadConfig({ VOICE_ENGINE: 'siri' })).toThrow(/VOICE_ENGINE: .*"offline"/);
    expect(() => loadConfig({ SLEEPER_BASE_URL: 'not a url' })).toThrow(/SLEEPER_BASE_URL/);
  });
});

describe('STANDINS (issue 25)', () => {
  it('is on by default outside production, off in production, and set by on|off', () => {
    expect(loadConfig({}).STANDINS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).STANDINS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).STANDINS).toBe(false);
    expect(loadConfig({ STANDINS: 'off' }).STANDINS).toBe(false);
    expect(loadConfig({ STANDINS: 'on' }).STANDINS).toBe(true);
    expect(() => loadConfig({ STANDINS: 'yes' })).toThrow(/^STANDINS: .*"on".*"off"/);
  });

  it('is refused on in production before anything else, in one line', () => {
    expect(() => assertSafeToServe(loadConfig({ NODE_ENV: 'production', STANDINS: 'on' }))).toThrow(/^STANDINS: must be off in production/);
  });
});
