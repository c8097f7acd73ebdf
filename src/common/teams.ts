import { mediaUrl, type RecapProps, type TeamCard } from '../props';

const UNKNOWN: TeamCard = { rosterId: -1, name: 'Unknown team', owner: '', initials: '?', color: '#5d6d7e', avatar: null };

export const teamOf = (props: RecapProps, rosterId: number | null): TeamCard => props.teams.find((t) => t.rosterId === rosterId) ?? UNKNOWN;

export const avatarSrc = (props: RecapProps, team: Pick<TeamCard, 'avatar'>): string | null => (team.avatar ? mediaUrl(props, team.avatar) : null);
