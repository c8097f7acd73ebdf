import { mediaUrl, type RecapProps, type TeamCard } from '../props';

/** What a scene needs to draw any team of the league: the teams, and where their files are. */
export type Cast = Pick<RecapProps, 'teams' | 'mediaBase'>;

/** The cast of a recap, for a scene's props selector. */
export const castOf = (recap: RecapProps): Cast => ({ teams: recap.teams, mediaBase: recap.mediaBase });

const UNKNOWN: TeamCard = { rosterId: -1, name: 'Unknown team', owner: '', initials: '?', color: '#5d6d7e', avatar: null };

export const teamOf = (cast: Pick<Cast, 'teams'>, rosterId: number | null): TeamCard => cast.teams.find((t) => t.rosterId === rosterId) ?? UNKNOWN;

export const avatarSrc = (cast: Pick<Cast, 'mediaBase'>, team: Pick<TeamCard, 'avatar'>): string | null => (team.avatar ? mediaUrl(cast, team.avatar) : null);
