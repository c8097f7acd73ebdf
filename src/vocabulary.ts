// The house's closed value sets, each defined once as a zod enum with its type: the server, the
// video and the website import them from here, and tests/config/vocabulary.test.ts checks that the
// SQL CHECKs listing a set (server/db/migrations) hold exactly the same values. Imports only zod:
// the video and the website bundle this file, so it never imports server/ or web/.
import { z } from 'zod';

/** Every roast level a script can be asked for; red_band is shown as "coming soon". */
export const RoastLevel = z.enum(['participation_trophy', 'sunburn', 'red_band']);
export type RoastLevel = z.infer<typeof RoastLevel>;

/** The roast levels a league can have today (leagues.roast_level): RoastLevel without red_band. */
export const OfferedLevel = RoastLevel.exclude(['red_band']);
export type OfferedLevel = z.infer<typeof OfferedLevel>;

/** A script's and a recap's segments, in the order they play (awards keep AwardKind's order). */
export const SegmentKind = z.enum(['cold_open', 'intro', 'matchup', 'award', 'standings', 'bracket', 'champion', 'outro']);
export type SegmentKind = z.infer<typeof SegmentKind>;

/** The awards a week can hand out, in the order they play. */
export const AwardKind = z.enum(['top_scorer', 'dud', 'blowout', 'nail_biter', 'bench_blunder', 'luckiest', 'unluckiest', 'move_of_the_week']);
export type AwardKind = z.infer<typeof AwardKind>;

// Scene layouts are `Layout` in src/scenes.ts, beside the scenes that own them.

/** Who wrote a script. */
export const ScriptWriter = z.enum(['template', 'openai']);
export type ScriptWriter = z.infer<typeof ScriptWriter>;

/** Which engine voices a script. */
export const VoiceEngine = z.enum(['offline', 'google']);
export type VoiceEngine = z.infer<typeof VoiceEngine>;

/** Where the week sits in the season. */
export const SeasonPhase = z.enum(['regular', 'playoffs', 'championship']);
export type SeasonPhase = z.infer<typeof SeasonPhase>;

/** The two playoff brackets: the winners' and the losers' (consolation or toilet bowl). */
export const BracketSide = z.enum(['winners', 'losers']);
export type BracketSide = z.infer<typeof BracketSide>;

/** A recap's stages (server/pipeline/make-recap.ts), in order. */
export const RecapStage = z.enum(['facts', 'script', 'voice', 'avatars', 'render', 'done']);
export type RecapStage = z.infer<typeof RecapStage>;

/**
 * What a render job is doing (jobs.stage, shown on the dashboard's in-progress card): waiting,
 * handed to a worker, one of the recap's stages, or storing the finished files.
 */
export const JobStage = z.enum(['queued', 'starting', ...RecapStage.options, 'storing']);
export type JobStage = z.infer<typeof JobStage>;

/** A render job's state (jobs.state). */
export const JobState = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type JobState = z.infer<typeof JobState>;

/** A member's kind of access (permissions.type). */
export const PermissionType = z.enum(['private_beta', 'invite_beta', 'admin', 'user']);
export type PermissionType = z.infer<typeof PermissionType>;

/** What a magic link is for (magic_tokens.purpose). */
export const MagicPurpose = z.enum(['login', 'signup']);
export type MagicPurpose = z.infer<typeof MagicPurpose>;

/** The group chats a recap can be posted to (chat_destinations.kind). */
export const ChatKind = z.enum(['discord', 'slack', 'groupme', 'telegram']);
export type ChatKind = z.infer<typeof ChatKind>;

/** A chat destination's health (chat_destinations.status). */
export const ChatStatus = z.enum(['ok', 'broken']);
export type ChatStatus = z.infer<typeof ChatStatus>;

/** One recap's post to one chat (chat_posts.state). */
export const ChatPostState = z.enum(['posting', 'posted', 'failed']);
export type ChatPostState = z.infer<typeof ChatPostState>;

/** A Sleeper league of the member's account as the leagues page lists it: theirs, someone else's, or free. */
export const LeagueOwnership = z.enum(['yours', 'claimed', 'available']);
export type LeagueOwnership = z.infer<typeof LeagueOwnership>;

/** An invite as the person opening its link sees it (server/accounts/access.ts inviteStateFor). */
export const InviteOpening = z.enum(['open', 'yours', 'other_address', 'used', 'invalid']);
export type InviteOpening = z.infer<typeof InviteOpening>;

/** A member's invite to a friend, as their invites list shows it (server/invites/store.ts). */
export const MemberInviteState = z.enum(['sent', 'used', 'canceled', 'expired']);
export type MemberInviteState = z.infer<typeof MemberInviteState>;

/** A Stripe checkout we opened (checkout_sessions.status). */
export const CheckoutStatus = z.enum(['open', 'complete', 'expired']);
export type CheckoutStatus = z.infer<typeof CheckoutStatus>;
