// The website's pure logic: guards, onboarding storage, steps, editor text operations, weeks.
import { describe, expect, it } from 'vitest';
import {
  accessDecision,
  dashboardDecision,
  hasActiveSubscription,
  isOnboardingComplete,
  onboardingDecision,
  selectAccountDecision,
} from '../../web/src/auth/guards';
import { authReducer, initialAuthState } from '../../web/src/auth/authState';
import { progressLine } from '../../web/src/dashboard/VideoCard';
import {
  applyBold,
  applyBullet,
  exampleTeams,
  formatSegments,
  insertAt,
  isWarning,
  leagueContextExample,
  MAX_CONTEXT_LENGTH,
  remaining,
} from '../../web/src/common/text';
import { canSaveWeek, weekLabel, weekOptions } from '../../web/src/common/weeks';
import { fileName, isIos } from '../../web/src/dashboard/download';
import { formatDuration, formatLongDate } from '../../web/src/lib/format';
import { initialSavedResource, isDirty, savedResourceReducer, type SavedResourceAction, type SavedResourceState } from '../../web/src/lib/savedResourceState';
import { errorMessage, failureMessage, HttpError, readCookie } from '../../web/src/lib/http';
import { magicLinkError, REQUEST_FAILED, UNEXPECTED } from '../../web/src/onboarding/AuthStep';
import type { User } from '../../web/src/lib/schemas';
import { claimDetails, conflictFrom, supportMailto } from '../../web/src/onboarding/LeagueClaimed';
import type { OnboardingAnswers } from '../../web/src/onboarding/storage';
import { monthlyTotal } from '../../web/src/onboarding/plan';
import { PROGRESS, stepOfPath, stepRoute } from '../../web/src/onboarding/steps';
import { isExpired, LIFETIME_MS, loadOnboarding, normalise, saveOnboarding, STORAGE_KEY } from '../../web/src/onboarding/storage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const NOW = Date.parse('2026-10-01T12:00:00Z');
const user = (permission: Partial<NonNullable<User['permission']>> | null): User => ({
  id: 1,
  first_name: 'Kraken',
  email: 'k@example.com',
  permission: permission === null ? null : { type: 'user', show_onboarding: true, onboarding_step: 5, subscription_current_period_end: null, ...permission },
});

describe('http client helpers', () => {
  it('reads the XSRF-TOKEN cookie among others', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeNull();
  });
  it('takes the human message of an error answer', () => {
    expect(errorMessage({ success: false, error: 'League Already Claimed' }, 'x')).toBe('League Already Claimed');
    expect(errorMessage({ message: 'Nope' }, 'x')).toBe('Nope');
    expect(errorMessage(null, 'fallback')).toBe('fallback');
  });
});

describe('auth state', () => {
  it('follows the actions of spec section 4', () => {
    const u = user({});
    expect(initialAuthState).toEqual({ user: null, loading: false, hydrated: false });
    const loading = authReducer(initialAuthState, { type: 'setLoading', loading: true });
    expect(loading.loading).toBe(true);
    expect(authReducer(loading, { type: 'fetchUser', user: u })).toEqual({ user: u, loading: false, hydrated: true });
    expect(authReducer(loading, { type: 'hydrate', user: u })).toEqual({ user: u, loading: false, hydrated: true });
    expect(authReducer({ user: u, loading: true, hydrated: true }, { type: 'clearAuth' })).toEqual({ user: null, loading: false, hydrated: true });
  });
});

describe('onboardingData storage', () => {
  it('saves with a timestamp and merges steps', () => {
    const storage = new MemoryStorage();
    saveOnboarding({ platform: 'sleeper' }, storage, NOW);
    saveOnboarding({ username: { username: 'kraken808' } }, storage, NOW + 1000);
    const raw = JSON.parse(storage.getItem(STORAGE_KEY)!);
    expect(raw.timestamp).toBe(NOW + 1000);
    expect(loadOnboarding(storage, NOW + 2000)).toEqual({ platform: 'sleeper', username: { username: 'kraken808' } });
  });
  it('expires 24 hours after the timestamp and is then cleared', () => {
    const storage = new MemoryStorage();
    saveOnboarding({ platform: 'sleeper' }, storage, NOW);
    expect(isExpired(NOW, NOW + LIFETIME_MS)).toBe(false);
    expect(loadOnboarding(storage, NOW + LIFETIME_MS - 1)).toEqual({ platform: 'sleeper' });
    expect(loadOnboarding(storage, NOW + LIFETIME_MS + 1)).toEqual({});
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
  });
  it('accepts the legacy keys step1..step5', () => {
    const data = normalise({ step1: 'sleeper', step2: 'kraken808', step4: { roast_level: 'sunburn' }, timestamp: NOW });
    expect(data).toEqual({ platform: 'sleeper', username: { username: 'kraken808' }, 'roast-level': { roast_level: 'sunburn' }, timestamp: NOW });
  });
  it('drops data that does not parse', () => {
    expect(normalise({ platform: 3 })).toBeNull();
    expect(normalise('nope')).toBeNull();
  });
});

describe('steps', () => {
  it('maps step numbers to routes, defaulting to platform', () => {
    expect(stepRoute(1)).toBe('/onboarding/platform');
    expect(stepRoute(5)).toBe('/onboarding/roast-level');
    expect(stepRoute(8)).toBe('/onboarding/plan');
    expect(stepRoute(0)).toBe('/onboarding/platform');
    expect(stepRoute(undefined)).toBe('/onboarding/platform');
    expect(stepOfPath('/onboarding/weekly-context')).toBe(7);
    expect(stepOfPath('/dashboard')).toBeNull();
  });
  it('has the progress values of section 9', () => {
    expect(Object.values(PROGRESS).sort((a, b) => a - b)).toEqual([0, 12.5, 25, 37.5, 40, 50, 60, 62.5, 75, 87.5]);
  });
});

describe('guards', () => {
  it('decides onboarding completion and subscriptions', () => {
    expect(isOnboardingComplete(user({ show_onboarding: false }).permission, NOW)).toBe(true);
    expect(isOnboardingComplete(user({ onboarding_step: 8, subscription_current_period_end: '2026-10-30T00:00:00Z' }).permission, NOW)).toBe(true);
    // One day of grace after the period end, not more.
    expect(isOnboardingComplete(user({ onboarding_step: 8, subscription_current_period_end: '2026-09-30T13:00:00Z' }).permission, NOW)).toBe(true);
    expect(isOnboardingComplete(user({ onboarding_step: 8, subscription_current_period_end: '2026-09-29T00:00:00Z' }).permission, NOW)).toBe(false);
    expect(isOnboardingComplete(user({ onboarding_step: 7, subscription_current_period_end: '2026-10-30T00:00:00Z' }).permission, NOW)).toBe(false);
    expect(hasActiveSubscription(user({ subscription_current_period_end: '2026-10-30T00:00:00Z' }).permission, NOW)).toBe(true);
    expect(hasActiveSubscription(user({ subscription_current_period_end: '2026-09-30T00:00:00Z' }).permission, NOW)).toBe(false);
  });
  it('sends signed-out visitors to /login except on login and onboarding pages', () => {
    expect(accessDecision('/settings', null, NOW)).toEqual({ kind: 'redirect', to: '/login' });
    expect(accessDecision('/onboarding/username', null, NOW)).toEqual({ kind: 'allow' });
    expect(accessDecision('/login', null, NOW)).toEqual({ kind: 'allow' });
  });
  it('runs the invite flow for users without permission', () => {
    expect(accessDecision('/settings', user(null), NOW)).toEqual({ kind: 'invite' });
    expect(dashboardDecision(user(null), true, NOW)).toEqual({ kind: 'invite' });
  });
  it('sends unfinished users to their step; step 8 may see dashboard, settings, contact', () => {
    expect(accessDecision('/settings', user({ onboarding_step: 6 }), NOW)).toEqual({ kind: 'redirect', to: '/onboarding/league-context' });
    expect(accessDecision('/settings', user({ onboarding_step: 8 }), NOW)).toEqual({ kind: 'allow' });
    expect(accessDecision('/dashboard', user({ onboarding_step: 8 }), NOW)).toEqual({ kind: 'allow' });
    expect(accessDecision('/league-context', user({ onboarding_step: 8 }), NOW)).toEqual({ kind: 'redirect', to: '/onboarding/plan' });
    expect(accessDecision('/league-context', user({ show_onboarding: false }), NOW)).toEqual({ kind: 'allow' });
  });
  it('keeps beta users to pages for their roles', () => {
    const beta = user({ type: 'private_beta', show_onboarding: false });
    expect(accessDecision('/settings', beta, NOW)).toEqual({ kind: 'allow' });
    expect(accessDecision('/admin', beta, NOW, ['admin'])).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(accessDecision('/admin', user({ type: 'admin', show_onboarding: false }), NOW, ['admin'])).toEqual({ kind: 'allow' });
  });
  it('guards the dashboard', () => {
    expect(dashboardDecision(null, false, NOW)).toEqual({ kind: 'loading' });
    expect(dashboardDecision(null, true, NOW)).toEqual({ kind: 'redirect', to: '/' });
    expect(dashboardDecision(user({ onboarding_step: 5 }), true, NOW)).toEqual({ kind: 'redirect', to: '/onboarding/roast-level' });
    expect(dashboardDecision(user({ show_onboarding: false }), true, NOW)).toEqual({ kind: 'allow' });
  });
  it('sends a signed-out visitor of /select-account to /login instead of waiting forever', () => {
    expect(selectAccountDecision(null, false)).toEqual({ kind: 'loading' });
    expect(selectAccountDecision(null, true)).toEqual({ kind: 'redirect', to: '/login' });
    expect(selectAccountDecision(user({ onboarding_step: 8 }), true)).toEqual({ kind: 'allow' });
  });
  it('moves signed-in users to their due onboarding step', () => {
    // Signed out: steps 1-4 open; later steps send the visitor to the step they can go on from.
    expect(onboardingDecision('/onboarding/leagues', null, NOW)).toEqual({ kind: 'allow' });
    expect(onboardingDecision('/onboarding/roast-level', null, NOW)).toEqual({ kind: 'redirect', to: '/onboarding/platform' });
    expect(onboardingDecision('/onboarding/plan', null, NOW, false, { platform: 'sleeper', username: { username: 'kraken808' } })).toEqual({
      kind: 'redirect',
      to: '/onboarding/leagues',
    });
    expect(onboardingDecision('/onboarding/weekly-context', null, NOW, false, { leagues: {} })).toEqual({ kind: 'redirect', to: '/onboarding/auth' });
    expect(onboardingDecision('/onboarding/roast-level', user({ onboarding_step: 5 }), NOW)).toEqual({ kind: 'allow' });
    expect(onboardingDecision('/onboarding/platform', user({ onboarding_step: 7 }), NOW)).toEqual({ kind: 'redirect', to: '/onboarding/weekly-context' });
    expect(onboardingDecision('/onboarding/plan', user({ show_onboarding: false, subscription_current_period_end: '2026-10-30T00:00:00Z' }), NOW)).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(onboardingDecision('/onboarding/league-context', user({ show_onboarding: false }), NOW)).toEqual({ kind: 'redirect', to: '/dashboard' });
    // Upgrade: a finished member without an active subscription may open the plan.
    expect(onboardingDecision('/onboarding/plan', user({ show_onboarding: false }), NOW)).toEqual({ kind: 'allow' });
    expect(onboardingDecision('/onboarding/auth', user({ onboarding_step: 6 }), NOW)).toEqual({ kind: 'redirect', to: '/onboarding/league-context' });
    expect(onboardingDecision('/onboarding/auth', user({ onboarding_step: 6 }), NOW, true)).toEqual({ kind: 'redirect', to: '/onboarding/plan' });
  });
});

describe('context editor text', () => {
  it('bolds a selection and needs one', () => {
    expect(applyBold('hello world', 6, 11)).toEqual({ text: 'hello **world**', selectionStart: 8, selectionEnd: 13 });
    expect(applyBold('hello', 2, 2)).toBeNull();
  });
  it('bullets each non-blank line of the selection', () => {
    const edit = applyBullet('one\n\ntwo\nthree', 0, 8);
    expect(edit?.text).toBe('• one\n\n• two\nthree');
    expect(applyBullet('one', 1, 1, true)).toBeNull();
    expect(applyBullet('one\ntwo', 5, 5)?.text).toBe('one\n• two');
  });
  it('inserts at the cursor', () => {
    expect(insertAt('ab', 1, 1, '🔥')).toEqual({ text: 'a🔥b', selectionStart: 3, selectionEnd: 3 });
  });
  it('refuses edits past the limit and warns under 50 remaining', () => {
    const full = 'x'.repeat(MAX_CONTEXT_LENGTH - 3);
    expect(applyBold(full, 0, 2)).toBeNull();
    expect(insertAt(full, 0, 0, 'abc')?.text.length).toBe(MAX_CONTEXT_LENGTH);
    expect(insertAt(full, 0, 0, 'abcd')).toBeNull();
    expect(remaining('x'.repeat(9_950))).toBe(50);
    expect(isWarning('x'.repeat(9_950))).toBe(false);
    expect(isWarning('x'.repeat(9_951))).toBe(true);
  });
  it('builds examples from team names, or placeholders under two teams', () => {
    expect(exampleTeams(['Centipede', 'Kraken', 'Owls', 'Bears', 'Lions'], 4)).toEqual(['Centipede', 'Kraken', 'Owls', 'Bears']);
    expect(exampleTeams(['Only'], 2)).toEqual(['Team Alpha', 'Team Bravo']);
    expect(leagueContextExample(['A1', 'B2'], 2)).toContain('A1 vs B2');
  });
  it('renders bold and line breaks', () => {
    expect(formatSegments('**Hi** there\nnext')).toEqual([
      { bold: true, text: 'Hi' },
      { bold: false, text: ' there' },
      { br: true },
      { bold: false, text: 'next' },
    ]);
  });
});

describe('weeks', () => {
  it('offers the next week (≤ 18) then the current week down to 1', () => {
    expect(weekOptions(5, 4).map((o) => [o.label, o.editable])).toEqual([
      ['Week 5 (Next)', true],
      ['Week 4', false],
      ['Week 3', false],
      ['Week 2', false],
      ['Week 1', false],
    ]);
    expect(weekOptions(19, 18)[0]).toEqual({ week: 18, label: 'Week 18', editable: false });
    expect(canSaveWeek(5, 5, ' hi ')).toBe(true);
    expect(canSaveWeek(4, 5, 'hi')).toBe(false);
    expect(canSaveWeek(5, 5, '   ')).toBe(false);
    expect(weekLabel(null, null, true)).toBe('Loading...');
    expect(weekLabel(null, null, false)).toBe('Current Week');
    expect(weekLabel('2026', 5, false)).toBe('2026 Season · Week 5');
  });
});

describe('formats and conflicts', () => {
  it('formats renewal dates like September 5, 2025', () => {
    expect(formatLongDate('2025-09-05T00:00:00Z')).toBe('September 5, 2025');
    expect(formatLongDate(null)).toBeNull();
    expect(formatDuration(125)).toBe('2:05');
  });
  it('prices $10 per selected league', () => {
    expect(monthlyTotal(3)).toBe(30);
  });
  it('recognises a claimed league and pre-fills the support mail', () => {
    const conflict = conflictFrom(409, { success: false, error: 'League Already Claimed', message: 'Taken.' });
    expect(conflict).toEqual({ error: 'League Already Claimed', message: 'Taken.' });
    expect(conflictFrom(400, { error: 'bad' })).toBeNull();
    const mail = decodeURIComponent(supportMailto('s@x.test', conflict!));
    expect(mail).toContain('Error: League Already Claimed');
    expect(mail).toContain('Message: Taken.');
    // The username and league chosen in onboarding fill the lines support asks for.
    const details = claimDetails({ leagues: { username: 'kraken808', selected_league: { name: 'The BeardHouse Boys 2.0' } } } as OnboardingAnswers);
    const filled = decodeURIComponent(supportMailto('s@x.test', conflict!, details));
    expect(filled).toContain('My Sleeper username: kraken808\nLeague name: The BeardHouse Boys 2.0');
  });
});

describe('downloads', () => {
  it('names the file and recognises iOS (iPadOS reports a Mac with touch)', () => {
    expect(fileName(12)).toBe('recap-video-12.mp4');
    expect(isIos({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', platform: 'iPhone', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', platform: 'Linux x86_64', maxTouchPoints: 0 })).toBe(false);
  });
});

describe('sign-up errors (spec section 8)', () => {
  const answer = (status: number, body: unknown) => new HttpError(status, errorMessage(body, `Request failed with status ${status}`), body);

  it("shows the server's own message for 400, 409, 429 and 502 answers", () => {
    const missing = 'League information not found. Please restart onboarding from league selection.';
    expect(magicLinkError(answer(400, { success: false, error: missing }))).toBe(missing);
    expect(magicLinkError(answer(400, { success: false, error: 'email: Please enter a valid e-mail address.' }))).toBe(
      'email: Please enter a valid e-mail address.',
    );
    expect(magicLinkError(answer(429, { success: false, error: 'Too many sign-in attempts. Please wait a few minutes and try again.' }))).toMatch(
      /^Too many sign-in attempts/,
    );
    expect(magicLinkError(answer(502, { success: false, error: 'We could not send the e-mail right now. Please try again in a minute.' }))).toMatch(
      /^We could not send the e-mail/,
    );
    expect(failureMessage(answer(403, { message: 'Reload the page.' }), 'x')).toBe('Reload the page.');
  });

  it('falls back to the catalogue when there is no message: no answer, an HTML error page, an unknown 2xx answer', () => {
    expect(magicLinkError(new TypeError('Failed to fetch'))).toBe(REQUEST_FAILED);
    expect(magicLinkError(answer(502, '<html>Bad Gateway</html>'))).toBe(REQUEST_FAILED);
    expect(magicLinkError(answer(500, { success: false, error: '' }))).toBe(REQUEST_FAILED);
    expect(magicLinkError(answer(200, { ok: 1 }))).toBe(UNEXPECTED);
    expect(failureMessage('boom', 'fallback')).toBe('fallback');
  });
});

describe("the in-progress card's line", () => {
  it('says the place in line while waiting, then the stage and percent', () => {
    expect(progressLine({ stage: 'queued', percent: 0, ahead: 3 })).toBe('3 recaps ahead of yours');
    expect(progressLine({ stage: 'queued', percent: 0, ahead: 1 })).toBe('1 recap ahead of yours');
    expect(progressLine({ stage: 'queued', percent: 0, ahead: 0 })).toBe('Next in line');
    expect(progressLine({ stage: 'render', percent: 41.6, ahead: null })).toBe('Rendering · 42%');
    expect(progressLine({ stage: 'voice', percent: 12, ahead: null })).toBe('Recording the voice · 12%');
    expect(progressLine({ stage: 'starting', percent: 0, ahead: null })).toBe('Starting');
  });
});

describe('a saved resource (load, edit, save)', () => {
  const run = (actions: SavedResourceAction<string>[], from: SavedResourceState<string> = initialSavedResource('')) =>
    actions.reduce(savedResourceReducer<string>, from);

  it('waits for what the read needs, then loads; a stored value replaces the blank, nothing stored keeps it', () => {
    const start = initialSavedResource('');
    expect(start.phase).toBe('waiting');
    expect(run([{ type: 'wait' }, { type: 'load' }]).phase).toBe('loading');
    const loaded = run([{ type: 'load' }, { type: 'loaded', value: 'Kraken owes a jersey' }]);
    expect(loaded).toMatchObject({ phase: 'ready', value: 'Kraken owes a jersey', loadFailed: false });
    expect(isDirty(loaded)).toBe(false);
    const none = run([{ type: 'load' }, { type: 'loaded', value: undefined }], initialSavedResource('participation_trophy'));
    expect(none).toMatchObject({ phase: 'ready', value: 'participation_trophy' });
    // No league: nothing to read, the form is ready with what it has.
    expect(run([{ type: 'nothing' }])).toMatchObject({ phase: 'ready', value: '' });
  });

  it('keeps what the form has when the read fails, and says so', () => {
    const failed = run([{ type: 'edit', value: 'typed early' }, { type: 'load' }, { type: 'loadFailed' }]);
    expect(failed).toMatchObject({ phase: 'ready', value: 'typed early', loadFailed: true });
    expect(run([{ type: 'load' }], failed).loadFailed).toBe(false);
  });

  it('is dirty after an edit and clean again after a save; a save clears the last error', () => {
    const edited = run([{ type: 'load' }, { type: 'loaded', value: 'old' }, { type: 'edit', value: 'new' }]);
    expect(isDirty(edited)).toBe(true);
    const checking = run([{ type: 'setError', error: 'Please enter some league context before saving.' }], edited);
    expect(checking.error).toBe('Please enter some league context before saving.');
    const saving = run([{ type: 'save', tag: 'next' }], checking);
    expect(saving).toMatchObject({ saving: 'next', error: null, saved: false });
    const saved = run([{ type: 'saved' }], saving);
    expect(saved).toMatchObject({ saving: null, saved: true, stored: 'new', value: 'new' });
    expect(isDirty(saved)).toBe(false);
    expect(run([{ type: 'edit', value: 'newer' }], saved)).toMatchObject({ saved: false });
  });

  it('shows the failure and stays dirty when the save fails', () => {
    const failed = run([
      { type: 'loaded', value: 'old' },
      { type: 'edit', value: 'new' },
      { type: 'save', tag: 'save' },
      { type: 'saveFailed', error: 'Failed to save league context. Please try again.' },
    ]);
    expect(failed).toMatchObject({ saving: null, saved: false, error: 'Failed to save league context. Please try again.', value: 'new' });
    expect(isDirty(failed)).toBe(true);
  });

  it('compares records by their fields (the name form)', () => {
    const name = savedResourceReducer(initialSavedResource({ first: '', last: '' }), { type: 'edit', value: { first: 'Ann', last: '' } });
    expect(isDirty(name)).toBe(true);
    expect(isDirty(savedResourceReducer(name, { type: 'edit', value: { first: '', last: '' } }))).toBe(false);
  });
});
