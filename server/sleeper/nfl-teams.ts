// The NFL's teams by the codes Sleeper uses (team defenses are keyed by them: "DET", "SEA"),
// with the older codes that turn up in past seasons' data. Shared by the player names of
// defenses and, later, team logos.

export type NflTeam = {
  /** The code as given ("OAK", "JAC"). */
  code: string;
  /** Today's code of the same franchise ("LV", "JAX"). */
  current: string;
  city: string;
  nickname: string;
  /** "Detroit Lions": the name of the team under that code. */
  name: string;
};

const TEAMS: Record<string, [city: string, nickname: string]> = {
  ARI: ['Arizona', 'Cardinals'],
  ATL: ['Atlanta', 'Falcons'],
  BAL: ['Baltimore', 'Ravens'],
  BUF: ['Buffalo', 'Bills'],
  CAR: ['Carolina', 'Panthers'],
  CHI: ['Chicago', 'Bears'],
  CIN: ['Cincinnati', 'Bengals'],
  CLE: ['Cleveland', 'Browns'],
  DAL: ['Dallas', 'Cowboys'],
  DEN: ['Denver', 'Broncos'],
  DET: ['Detroit', 'Lions'],
  GB: ['Green Bay', 'Packers'],
  HOU: ['Houston', 'Texans'],
  IND: ['Indianapolis', 'Colts'],
  JAX: ['Jacksonville', 'Jaguars'],
  KC: ['Kansas City', 'Chiefs'],
  LAC: ['Los Angeles', 'Chargers'],
  LAR: ['Los Angeles', 'Rams'],
  LV: ['Las Vegas', 'Raiders'],
  MIA: ['Miami', 'Dolphins'],
  MIN: ['Minnesota', 'Vikings'],
  NE: ['New England', 'Patriots'],
  NO: ['New Orleans', 'Saints'],
  NYG: ['New York', 'Giants'],
  NYJ: ['New York', 'Jets'],
  PHI: ['Philadelphia', 'Eagles'],
  PIT: ['Pittsburgh', 'Steelers'],
  SEA: ['Seattle', 'Seahawks'],
  SF: ['San Francisco', '49ers'],
  TB: ['Tampa Bay', 'Buccaneers'],
  TEN: ['Tennessee', 'Titans'],
  WAS: ['Washington', 'Commanders'],
};

/** Older or alternative codes: [today's code, the city the team had under that code]. */
const OTHER_CODES: Record<string, [current: string, city?: string]> = {
  OAK: ['LV', 'Oakland'],
  SD: ['LAC', 'San Diego'],
  STL: ['LAR', 'St. Louis'],
  LA: ['LAR'],
  JAC: ['JAX'],
  WSH: ['WAS'],
};

/** The team of a code, current or old (case as Sleeper sends it: upper); null for anything else. */
export function nflTeam(code: string): NflTeam | null {
  const other = Object.hasOwn(OTHER_CODES, code) ? OTHER_CODES[code] : undefined;
  const current = other ? other[0] : code;
  if (!Object.hasOwn(TEAMS, current)) return null;
  const [city, nickname] = TEAMS[current];
  const teamCity = other?.[1] ?? city;
  return { code, current, city: teamCity, nickname, name: `${teamCity} ${nickname}` };
}

export const isNflTeamCode = (code: string): boolean => nflTeam(code) !== null;
