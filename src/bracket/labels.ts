// What a playoff game is called on screen. The server maps its GameLabel facts to these texts
// (server/pipeline/build-props.ts); the bracket scene reads them back to tell the road to the title
// from placement and consolation games, so both sides share this one table.

/** GameLabel (server/recap/facts/schema.ts) → a bracket slot's label; null for regular games. */
export const GAME_LABEL_TEXT = {
  regular: null,
  playoff: 'Playoffs',
  quarterfinal: 'Quarterfinal',
  semifinal: 'Semifinal',
  final: 'Final',
  third_place: '3rd place',
  fifth_place: '5th place',
  consolation: 'Consolation',
  last_place: 'Last place game',
} as const;

export type GameLabelKey = keyof typeof GAME_LABEL_TEXT;

/** The matchup scene's kicker for a game: the final is billed as the championship. */
export const matchupKicker = (label: GameLabelKey): string | null => (label === 'final' ? 'CHAMPIONSHIP' : (GAME_LABEL_TEXT[label]?.toUpperCase() ?? null));

/**
 * Games on the road to the title; everything else is played for a place or for pride. Case-blind:
 * bracket slots carry "Semifinal", matchup cards their kicker "SEMIFINAL".
 */
const TITLE_PATH = new Set<string>(
  ['', GAME_LABEL_TEXT.playoff, GAME_LABEL_TEXT.quarterfinal, GAME_LABEL_TEXT.semifinal, GAME_LABEL_TEXT.final, 'Championship'].map((l) => l.toLowerCase()),
);
export const onTitlePath = (label: string): boolean => TITLE_PATH.has(label.toLowerCase());

/** A round's heading from the games in it ("Semifinals"), else the season's name for it, else its number. */
export function roundTitle(labels: string[], round: number, fallback: string | null = null): string {
  if (labels.includes(GAME_LABEL_TEXT.final)) return 'Final';
  if (labels.includes(GAME_LABEL_TEXT.semifinal)) return 'Semifinals';
  if (labels.includes(GAME_LABEL_TEXT.quarterfinal)) return 'Quarterfinals';
  return fallback ?? `Round ${round}`;
}
