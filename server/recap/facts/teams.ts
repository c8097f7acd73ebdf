// Who is who: one TeamFact per roster, joined to its owner among the league users.
import type { League, LeagueUser, Roster } from '../../sleeper/schemas';
import type { TeamFact } from './schema';
import { cleanName, teamNameForms } from '../name-forms';

const AVATAR_THUMBS = 'https://sleepercdn.com/avatars/thumbs/';

/** A Sleeper avatar hash as a thumbnail URL; full URLs (team pictures) pass through. */
export function avatarUrl(avatar: string | null | undefined): string | null {
  const a = avatar?.trim();
  if (!a) return null;
  return /^https?:\/\//i.test(a) ? a : `${AVATAR_THUMBS}${a}`;
}

/** Up to two letters for an avatar fallback: the first letters of two words, else of one word. */
export function initials(name: string): string {
  const words: string[] = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  // An emoji-only name ("🐐🐐🐐") shows its first emoji rather than a question mark.
  if (words.length === 0)
    return /\p{Extended_Pictographic}/u.test(name)
      ? [...new Intl.Segmenter().segment(name)].find((s) => /\p{Extended_Pictographic}/u.test(s.segment))!.segment
      : '?';
  if (words.length === 1) {
    // One CamelCase word reads as several: "CrownNCubes" → "CN".
    const capitals = [...words[0]].filter((ch, i) => i === 0 || /\p{Lu}/u.test(ch));
    return (capitals.length >= 2 ? capitals.slice(0, 2) : [...words[0]].slice(0, 2)).join('').toUpperCase();
  }
  const letters = [[...words[0]][0], [...words[1]][0]];
  return letters.join('').toUpperCase();
}

type BareTeam = Omit<TeamFact, 'screenName' | 'spokenName' | 'spokenManager' | 'profaneName'>;

function teamFact(roster: Roster, user: LeagueUser | undefined): BareTeam {
  const displayName = cleanName(user?.display_name) || `Team ${roster.roster_id}`;
  const teamName = cleanName(user?.metadata?.team_name) || displayName;
  return {
    rosterId: roster.roster_id,
    ownerId: roster.owner_id ?? null,
    displayName,
    teamName,
    avatarUrl: avatarUrl(user?.metadata?.avatar) ?? avatarUrl(user?.avatar),
    initials: initials(teamName),
  };
}

export function teamFacts(rosters: Roster[], users: LeagueUser[]): TeamFact[] {
  const byId = new Map(users.map((u) => [u.user_id, u]));
  const bare = [...rosters].sort((a, b) => a.roster_id - b.roster_id).map((r) => teamFact(r, r.owner_id ? byId.get(r.owner_id) : undefined));
  const forms = teamNameForms(bare);
  return bare.map((t) => {
    const f = forms.get(t.rosterId)!;
    return { ...t, screenName: f.screen, spokenName: f.spoken, spokenManager: f.spokenManager, profaneName: f.profane };
  });
}

export const leagueAvatarUrl = (league: League): string | null => avatarUrl(league.avatar);
