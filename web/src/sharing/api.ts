// The share-link calls (server/sharing/routes.ts): the owner's leagues with their sharing switch,
// each recap's link and views; turning sharing on or off; a new link for a recap.
import { z } from 'zod';
import { request } from '../lib/http';

export const SharedRecap = z.object({
  video_id: z.number(),
  title: z.string(),
  season: z.string(),
  week: z.number(),
  url: z.string().nullable(),
  views: z.number(),
});
export type SharedRecap = z.infer<typeof SharedRecap>;

export const SharingLeague = z.object({
  platform_league_id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  videos: z.array(SharedRecap),
});
export type SharingLeague = z.infer<typeof SharingLeague>;

export const SharingAnswer = z.object({ success: z.literal(true), leagues: z.array(SharingLeague) });
const SwitchAnswer = z.object({ success: z.literal(true), enabled: z.boolean() });
const RevokeAnswer = z.object({ success: z.literal(true), video_id: z.number(), url: z.string().nullable() });

export const getSharing = () => request('/api/get/sharing', SharingAnswer);

export const setLeagueSharing = (platformLeagueId: string, enabled: boolean) =>
  request('/api/post/league-sharing', SwitchAnswer, { body: { json: { platform_league_id: platformLeagueId, enabled } } });

export const newShareLink = (videoId: number) => request('/api/post/share-link/revoke', RevokeAnswer, { body: { json: { video_id: videoId } } });
