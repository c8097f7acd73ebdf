// Shapes of the API answers the site reads (spec sections 3 and 7). Loose objects: the server
// may send more fields than the site needs, and must not break it by doing so.
import { z } from 'zod';
import { InviteOpening, LeagueOwnership, MemberInviteState } from '../../../src/vocabulary';

export const PermissionType = z.string();

export const Permission = z.looseObject({
  type: PermissionType,
  show_onboarding: z.union([z.boolean(), z.number()]).transform((v) => Boolean(v)),
  onboarding_step: z.number().int(),
  tier: z.string().nullish(),
  interval: z.string().nullish(),
  subscription_current_period_end: z.string().nullish(),
  stripe_customer_id: z.string().nullish(),
});
export type Permission = z.infer<typeof Permission>;

export const User = z.looseObject({
  id: z.union([z.number(), z.string()]),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string().nullish(),
  permission: Permission.nullish(),
  stripe_customer_id: z.string().nullish(),
});
export type User = z.infer<typeof User>;

/** GET /api/current_user: the user, or an empty answer when signed out. */
export const CurrentUserAnswer = z.union([User, z.looseObject({}), z.null(), z.string()]);

export const SelectedLeague = z.looseObject({
  platform_league_id: z.string(),
  name: z.string(),
  season: z.string(),
  sport: z.string(),
  status: z.string().nullish(),
  total_rosters: z.number().nullish(),
  season_type: z.string().nullish(),
  avatar: z.string().nullish(),
});
export type SelectedLeague = z.infer<typeof SelectedLeague>;

export const FetchLeaguesAnswer = z.looseObject({
  success: z.boolean(),
  error: z.string().nullish(),
  message: z.string().nullish(),
  data: z
    .looseObject({
      leagues: z.array(SelectedLeague),
      platform_user_id: z.string(),
      display_name: z.string(),
    })
    .nullish(),
});

export const UserLeague = z.looseObject({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  platform_league_id: z.string(),
  platform_user_id: z.string().nullish(),
  username: z.string().nullish(),
  display_name: z.string().nullish(),
  team_name: z.string().nullish(),
  platform_name: z.string().nullish(),
  /** Paid for (by the member's subscription, or by hand). */
  paid: z.boolean().optional(),
});
export type UserLeague = z.infer<typeof UserLeague>;
export const UserLeaguesAnswer = z.looseObject({ leagues: z.array(UserLeague) });

export const UserLeagueData = z.looseObject({
  success: z.boolean(),
  platform_league_id: z.string().nullish(),
  name: z.string().nullish(),
  teams: z.array(z.looseObject({ team_name: z.string().nullish() })).nullish(),
});

export const RoastLevelAnswer = z.looseObject({ success: z.boolean(), roast_level: z.string().nullish() });

export const SuccessAnswer = z.looseObject({
  success: z.boolean().optional(),
  error: z.string().nullish(),
  message: z.string().nullish(),
});

export const LeagueContextAnswer = z.looseObject({ success: z.boolean(), league_context: z.string().nullish() });
export const TeamNamesAnswer = z.looseObject({ success: z.boolean(), team_names: z.array(z.string()).nullish() });
export const WeeklyContextAnswer = z.looseObject({ success: z.boolean(), week_context: z.string().nullish() });
export const UpcomingWeekAnswer = z.looseObject({
  success: z.boolean(),
  upcoming_week: z.number().int().nullish(),
  season: z.union([z.string(), z.number()]).nullish(),
});
export const CurrentWeekAnswer = z.looseObject({
  success: z.boolean(),
  season: z.union([z.string(), z.number()]).nullish(),
  week: z.number().int().nullish(),
  sport: z.string().nullish(),
});

// A video of the list: the schema the server builds its answer with (src/api/video.ts).
export { ApiVideo as Video, Matchup, UserVideosAnswer, WaitEstimate } from '../../../src/api/video';
export const VideoJobsAnswer = z.looseObject({ hasInProgressJobs: z.boolean() });

export const MagicAnswer = z.looseObject({
  waitlisted: z.boolean().optional(),
  sent: z.boolean().optional(),
  error: z.string().nullish(),
  message: z.string().nullish(),
});

export const InviteCodeAnswer = z.looseObject({
  status: z.union([z.string(), z.number()]).nullish(),
  invite_code: z.string().nullish(),
});

export const CheckoutAnswer = z.looseObject({
  url: z.string().nullish(),
  /** True when the leagues were added to the member's existing subscription (no checkout page). */
  updated: z.boolean().optional(),
  quantity: z.number().optional(),
});
/** The confirmation page's read of its Checkout Session. */
export const ConfirmCheckoutAnswer = z.looseObject({
  status: z.string(),
  paid: z.boolean(),
  platform_league_ids: z.array(z.string()).default([]),
});
/** Settings: the leagues of the member's Sleeper account this season, and whose each one is. */
export const AccountLeague = z.looseObject({
  platform_league_id: z.string(),
  name: z.string(),
  season: z.string().nullish(),
  total_rosters: z.number().nullish(),
  state: LeagueOwnership,
  paid: z.boolean(),
});
export type AccountLeague = z.infer<typeof AccountLeague>;
export const AccountLeaguesAnswer = z.looseObject({ username: z.string().nullish(), leagues: z.array(AccountLeague) });
export const AddLeagueAnswer = z.looseObject({ league: z.looseObject({ platform_league_id: z.string(), name: z.string(), paid: z.boolean() }) });
export const SubscriptionLeaguesAnswer = z.looseObject({ quantity: z.number(), platform_league_ids: z.array(z.string()) });

/** Public site settings the server shares with the page (what is configured). */
export const SiteConfig = z.looseObject({
  googleAuth: z.boolean().default(false),
  /** Anyone may sign up (OPEN_SIGNUP); false: the private beta, joined by invite. */
  openSignup: z.boolean().default(false),
  videoHero: z.boolean().default(true),
  discordUrl: z.string().nullish(),
  supportEmail: z.string().nullish(),
  socials: z.record(z.string(), z.string()).default({}),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

export const InviteValidAnswer = z.looseObject({ success: z.boolean(), valid: z.boolean(), state: InviteOpening.optional() });
export const RedeemInviteAnswer = z.looseObject({ success: z.boolean(), next: z.string().nullish() });

/** A member's invite to a friend (GET /api/get/invites). */
export const MemberInvite = z.looseObject({
  code: z.string(),
  email: z.string(),
  state: MemberInviteState,
  link: z.string().nullish(),
  created_at: z.string(),
  sent_at: z.string().nullish(),
  used_at: z.string().nullish(),
  canceled_at: z.string().nullish(),
  expires_at: z.string().nullish(),
});
export type MemberInvite = z.infer<typeof MemberInvite>;
export const InvitesAnswer = z.looseObject({
  success: z.boolean(),
  invites: z.array(MemberInvite),
  open: z.number(),
  limit: z.number(),
});
export type InvitesAnswer = z.infer<typeof InvitesAnswer>;
