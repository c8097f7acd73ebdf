// One typed function per server call of spec section 7. Thin: no UI logic here.
import { HttpError, request, requestRaw } from './http';
import {
  AccountLeaguesAnswer,
  AddLeagueAnswer,
  CheckoutAnswer,
  ConfirmCheckoutAnswer,
  CurrentUserAnswer,
  CurrentWeekAnswer,
  FetchLeaguesAnswer,
  InviteCodeAnswer,
  InviteValidAnswer,
  InvitesAnswer,
  RedeemInviteAnswer,
  LeagueContextAnswer,
  MagicAnswer,
  RoastLevelAnswer,
  SiteConfig,
  SubscriptionLeaguesAnswer,
  SuccessAnswer,
  TeamNamesAnswer,
  UpcomingWeekAnswer,
  User,
  UserLeagueData,
  UserLeaguesAnswer,
  UserVideosAnswer,
  type Video,
  VideoJobsAnswer,
  WeeklyContextAnswer,
} from './schemas';

const enc = encodeURIComponent;

/** The signed-in user, or null when the answer carries no user id. */
export async function getCurrentUser(): Promise<User | null> {
  const raw = await request('/api/current_user', CurrentUserAnswer);
  const user = User.safeParse(raw);
  return user.success ? user.data : null;
}

export const sendMagicLink = (email: string, signup?: { onboardingData: unknown }) =>
  request(signup ? '/auth/magic?type=signup' : '/auth/magic', MagicAnswer, {
    body: {
      form: signup ? { email, onboardingData: JSON.stringify(signup.onboardingData) } : { email },
    },
  });

export const initGoogle = (onboardingData: unknown) => requestRaw('/auth/google/init', { body: { json: { onboardingData } } });

/**
 * Ends the session with a POST (CSRF-checked). A missing or stale XSRF-TOKEN cookie (403) is
 * refreshed by one GET and the call retried once; other answers below 500 are accepted.
 */
async function endSession(path: string): Promise<unknown> {
  try {
    return await requestRaw(path, { method: 'POST', accept: (s) => s < 500 && s !== 403 });
  } catch (err) {
    if (!(err instanceof HttpError) || err.status !== 403) throw err;
    await requestRaw('/api/current_user');
    return requestRaw(path, { method: 'POST', accept: (s) => s < 500 });
  }
}

export const logout = () => endSession('/api/logout');
/** A signed-in account without access: the server waitlists it and ends the session. */
export const logoutWaitlist = () => endSession('/api/logout-waitlist');

export const getInviteCode = (userId: User['id']) => request('/api/post/get-invite-code', InviteCodeAnswer, { body: { json: { user_id: userId } } });

export const checkInvite = (code: string) => request(`/api/get/invite/${enc(code)}`, InviteValidAnswer);
export const redeemInvite = (invite_code: string) => request('/api/post/redeem-invite', RedeemInviteAnswer, { body: { json: { invite_code } } });

/** A member's own invites to friends: list, send one (by e-mail), cancel an open one. */
export const getInvites = () => request('/api/get/invites', InvitesAnswer);
export const sendInvite = (email: string) => request('/api/post/invites', InvitesAnswer, { body: { json: { email } } });
export const cancelInvite = (code: string) => request(`/api/post/invites/${enc(code)}/cancel`, InvitesAnswer, { method: 'POST' });

export const fetchSleeperLeagues = (username: string) => request('/api/post/sleeper/fetch-leagues', FetchLeaguesAnswer, { body: { json: { username } } });

export const getUserLeagueData = () => request('/api/get/user-league-data', UserLeagueData);
export const getUserLeagues = () => request('/api/get/user-leagues', UserLeaguesAnswer);

export const getRoastLevel = (leagueId: string) => request(`/api/get/roast-level/${enc(leagueId)}`, RoastLevelAnswer);
export const saveRoastLevel = (roast_level: string, platform_league_id: string) =>
  request('/api/post/roast-level', SuccessAnswer, { body: { json: { roast_level, platform_league_id } } });

export const markOnboardingStep = (step: 6 | 7 | 8) => requestRaw(`/api/post/onboarding-step/${step}`, { method: 'POST' });

export const getLeagueContext = (leagueId: string) => request(`/api/get/league-context/${enc(leagueId)}`, LeagueContextAnswer);
export const getTeamNames = (leagueId: string) => request(`/api/get/league-team-names/${enc(leagueId)}`, TeamNamesAnswer);
export const saveLeagueContext = (league_context: string, platform_league_id: string) =>
  request('/api/post/league-context', LeagueContextAnswer, { body: { json: { league_context, platform_league_id } } });

export const getWeeklyContext = (leagueId: string, season?: string, week?: number) =>
  request(season && week ? `/api/get/weekly-context/${enc(leagueId)}/${enc(season)}/${week}` : `/api/get/weekly-context/${enc(leagueId)}`, WeeklyContextAnswer);
export const getUpcomingWeek = (leagueId: string) => request(`/api/get/upcoming-week/${enc(leagueId)}`, UpcomingWeekAnswer);
export const getCurrentWeek = () => request('/api/get/current-week', CurrentWeekAnswer);
export const saveWeeklyContext = (body: { week_context: string; platform_league_id: string; season: string; week: number }) =>
  request('/api/post/weekly-context', WeeklyContextAnswer, { body: { json: body } });

export const createCheckoutSession = (leagueIds: string[]) =>
  request('/api/post/stripe/create-checkout-session', CheckoutAnswer, {
    body: { json: { lookup_key: 'standard_monthly', platform_league_ids: leagueIds } },
  });
/** The confirmation page: applies its paid Checkout Session now (the webhook may be late). */
export const confirmCheckoutSession = (session_id: string) =>
  request('/api/post/stripe/confirm-checkout-session', ConfirmCheckoutAnswer, { body: { json: { session_id } } });
/** One league leaves the subscription (its quantity goes down by one, prorated). */
export const removeSubscriptionLeague = (platform_league_id: string) =>
  request('/api/post/stripe/remove-league', SubscriptionLeaguesAnswer, { body: { json: { platform_league_id } } });

/** Settings: the other leagues of the member's Sleeper account, and claiming one of them. */
export const getAccountLeagues = () => request('/api/get/sleeper-account-leagues', AccountLeaguesAnswer);
export const addAccountLeague = (platform_league_id: string) => request('/api/post/add-league', AddLeagueAnswer, { body: { json: { platform_league_id } } });

export const getUserVideos = () => request('/api/get/user-videos', UserVideosAnswer);
export const getUserVideoJobs = () => request('/api/get/user-video-jobs', VideoJobsAnswer);
export const markOnboardingComplete = () => requestRaw('/api/post/mark-onboarding-complete', { method: 'POST' });
export const createNewVideoJob = () => requestRaw('/api/post/create-new-video-job', { method: 'POST' });

/** Settings: the member's own name (checked with the same schema on both sides). */
export const saveUserName = (first_name: string, last_name: string) =>
  request('/api/post/user-name', SuccessAnswer, { body: { json: { first_name, last_name } } });

export const sendSlackAlert = (message: string) => requestRaw('/api/slack/alert', { body: { json: { message, channel: 'alerts' } } });

const GOOGLE_PROBE_KEY = 'googleAuthAvailable';

/**
 * Is Google sign-in configured? The server answers POST /auth/google/init with 404 when it is
 * not; the answer is remembered for the browser session so the probe runs once.
 */
export async function probeGoogleAuth(): Promise<boolean> {
  const known = sessionStorage.getItem(GOOGLE_PROBE_KEY);
  if (known !== null) return known === 'true';
  let available = false;
  try {
    await requestRaw('/auth/google/init', { body: { json: {} } });
    available = true;
  } catch {
    available = false;
  }
  sessionStorage.setItem(GOOGLE_PROBE_KEY, String(available));
  return available;
}

/** What the server has configured (Google sign-in, socials...). Defaults when unavailable. */
export async function getSiteConfig(): Promise<SiteConfig | null> {
  try {
    return await request('/api/get/site-config', SiteConfig);
  } catch {
    return null;
  }
}

export const downloadUrl = (id: Video['id']) => `/api/download/video/${enc(String(id))}`;
