// Playoff weeks in the video's props: the season card and game labels built from the real facts
// of the recorded playoff worlds (The Chumbo with Sleeper's brackets, FSFFL without), what the
// bracket scene makes of them, and the champion's final. Pure: no render here
// (tests/render/season.test.ts renders the frames).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DIR } from '../../server/render/renderer';
import { thumbnailStory } from '../../src/thumbnail/story';
import { planBracket, LEVELS } from '../../src/bracket/layout';
import { bracketSections, bracketView } from '../../src/bracket/model';
import { finalScore } from '../../src/champion/ChampionScene';
import { graphemes, shortenName } from '../../src/common/names';
import { RecapProps, type BracketSlot, type SeasonCard } from '../../src/props';
import { loadFacts } from '../../server/recap/facts/facts';
import type { RecapFacts } from '../../server/recap/facts/schema';
import type { RecapScript } from '../../server/recap/script/schema';
import { buildRecapProps, teamsOnScreen } from '../../server/pipeline/build-props';
import { SleeperClient } from '../../server/sleeper/client';
import { startReplayServer, type ReplayServer } from '../../standins/sleeper-replay';

const CHUMBO = '1221557942864596992';
const FSFFL = '1049056120377090048';

/** A script of the scenes under test (the writers have their own tests): one game, the bracket, the champion. */
function seasonScript(facts: RecapFacts): RecapScript {
  const m = facts.matchups[0];
  const line = (id: string, kind: RecapScript['segments'][number]['kind'], rosterIds: number[] = [], matchupId?: number) => ({
    id,
    kind,
    text: 'A line for the scene.',
    captions: [],
    refs: { rosterIds, ...(matchupId === undefined ? {} : { matchupId }) },
    roasts: [],
  });
  return {
    level: 'sunburn',
    writer: 'template',
    fallbackReason: null,
    seed: 'season-test',
    segments: [line(`matchup-${m.matchupId}`, 'matchup', [m.team1, m.team2], m.matchupId), line('bracket', 'bracket'), line('champion', 'champion')],
  };
}

const propsOf = (facts: RecapFacts): RecapProps =>
  buildRecapProps({ facts, script: seasonScript(facts), clips: [], avatars: {}, leagueAvatar: null, siteName: 'recapleague.com', mediaBase: '' });

const servers: ReplayServer[] = [];
async function factsOf(world: string, league: string, week: number): Promise<RecapFacts> {
  const server = await startReplayServer({ world });
  servers.push(server);
  return loadFacts(new SleeperClient({ baseUrl: server.url }), league, week);
}

let week17: RecapProps;
let week15: RecapProps;
let noBracket: RecapProps;
let regular: RecapProps;

beforeAll(async () => {
  week17 = propsOf(await factsOf('chumbo-2025-week17', CHUMBO, 17));
  week15 = propsOf(await factsOf('chumbo-2025-week17', CHUMBO, 15));
  noBracket = propsOf(await factsOf('fsffl-dynasty-2024-season', FSFFL, 15));
  regular = propsOf(await factsOf('chumbo-2025-week17', CHUMBO, 10));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const slot = (season: SeasonCard, bracket: BracketSlot['bracket'], round: number, label: string) =>
  season.bracket.find((s) => s.bracket === bracket && s.round === round && s.label === label);

describe('season card (championship week)', () => {
  it('crowns the champion over the runner-up and round-trips through JSON', () => {
    expect(week17.season).toMatchObject({
      phase: 'championship',
      roundName: 'Championship',
      round: 3,
      rounds: 3,
      champion: 4,
      runnerUp: 2,
      seasonOver: true,
      byes: [],
    });
    expect(week17.season.eliminated).not.toContain(4);
    expect(week17.season.eliminated).toContain(2);
    expect(RecapProps.parse(JSON.parse(JSON.stringify(week17)))).toEqual(week17);
  });

  it('carries both brackets with the scores of every round played so far', () => {
    expect(week17.season.bracket).toHaveLength(14);
    expect(slot(week17.season, 'winners', 3, 'Final')).toEqual({
      bracket: 'winners',
      round: 3,
      team1: 2,
      team2: 4,
      winner: 4,
      score1: 95.84,
      score2: 120.08,
      label: 'Final',
    });
    expect(slot(week17.season, 'winners', 3, '3rd place')).toMatchObject({ team1: 1, team2: 9, score1: 100.42, score2: 85.56 });
    // Oriented as the bracket has the teams, not as the matchup does (3 v 11 there).
    expect(slot(week17.season, 'losers', 3, 'Last place game')).toMatchObject({ team1: 11, team2: 3, winner: 11, score1: 58.68, score2: 76.24 });
    // BushJohnson reached the final by 86.70 to 84.44 (the recording's README).
    expect(slot(week17.season, 'winners', 2, 'Semifinal')).toMatchObject({ team1: 2, team2: 1, winner: 2, score1: 86.7, score2: 84.44 });
    expect(week17.season.bracket.every((s) => s.score1 !== null && s.score2 !== null)).toBe(true);
    expect(new Set(week17.season.bracket.map((s) => s.label))).toEqual(
      new Set(['Quarterfinal', 'Semifinal', '5th place', 'Final', '3rd place', 'Consolation', 'Last place game']),
    );
  });

  it('labels the matchups for their kickers, and leaves bracket and champion scenes without a card', () => {
    expect(Object.fromEntries(week17.matchups.map((m) => [m.matchupId, m.label]))).toEqual({
      1: 'CHAMPIONSHIP',
      2: '3RD PLACE',
      4: 'LAST PLACE GAME',
      5: 'CONSOLATION',
    });
    expect(week17.segments.filter((s) => s.kind === 'bracket' || s.kind === 'champion').map((s) => s.card)).toEqual([null, null]);
  });

  it('leaves a regular-season week as it was: no labels, the regular season card', () => {
    expect(regular.matchups.every((m) => m.label === null)).toBe(true);
    expect(regular.season).toMatchObject({ phase: 'regular', round: null, bracket: [], champion: null });
  });

  it('finds the final between champion and runner-up, champion first', () => {
    expect(finalScore(week17, 4, 2)).toEqual({ champion: 120.08, runnerUp: 95.84 });
    expect(finalScore(week17, 4, null)).toBeNull();
    expect(finalScore(week17, 4, 7)).toBeNull();
  });
});

describe('the bracket scene', () => {
  it('draws the road to the title round by round, with the byes of round 1 and the week’s other games', () => {
    const view = bracketView(week17.season);
    expect(view.rounds.map((r) => [r.title, r.current, r.games.length])).toEqual([
      ['Quarterfinals', false, 2],
      ['Semifinals', false, 2],
      ['Final', true, 1],
    ]);
    // The top two seeds enter in the semifinals: a bye in the round they skip.
    expect(view.rounds[0].byes.sort()).toEqual([2, 9]);
    expect(view.rounds[2].games[0].lines.map((l) => [l.rosterId, l.state])).toEqual([
      [2, 'lost'],
      [4, 'won'],
    ]);
    expect(view.side.map((g) => g.label)).toEqual(['3rd place', 'Last place game', 'Consolation']);
  });

  it('shows no toilet-bowl winner it cannot be sure of: the higher score, or nothing without scores', () => {
    const view = bracketView(week17.season);
    const lastPlace = view.side.find((g) => g.label === 'Last place game');
    // Sleeper's "winner" 11 scored less: the game's winner on screen is 3.
    expect(lastPlace?.lines.map((l) => [l.rosterId, l.state])).toEqual([
      [11, 'lost'],
      [3, 'won'],
    ]);
    const unscored = bracketView({ ...week17.season, bracket: week17.season.bracket.map((s) => ({ ...s, score1: null, score2: null })) });
    expect(unscored.side.filter((g) => g.label !== '3rd place').flatMap((g) => g.lines.map((l) => l.state))).toEqual(['open', 'open', 'open', 'open']);
  });

  it('marks the byes of the week being played (week 15)', () => {
    expect(week15.season).toMatchObject({ phase: 'playoffs', round: 1, byes: [2, 9] });
    const view = bracketView(week15.season);
    expect(view.rounds[0]).toMatchObject({ title: 'Quarterfinals', current: true });
    expect(view.rounds[0].byes.sort()).toEqual([2, 9]);
    expect(view.rounds.slice(1).every((r) => r.upcoming)).toBe(true);
  });

  it('without a bracket shows the week’s games and byes, never invented rounds', () => {
    expect(noBracket.season.bracket).toEqual([]);
    expect(noBracket.season.roundName).toBeNull();
    const sections = bracketSections(noBracket.season, noBracket.matchups);
    expect(sections.flatMap((s) => s.games.map((g) => g.key)).sort()).toEqual(noBracket.matchups.map((m) => `matchup-${m.matchupId}`).sort());
    expect(sections.map((s) => s.title).join(' ')).not.toMatch(/final|round/i);
    const byes = { ...noBracket.season, byes: [6, 9] };
    expect(bracketSections(byes, noBracket.matchups)[0].byes).toEqual([6, 9]);
  });

  it('fits the content box with text no smaller than 44 px, even for a 16-team bracket', () => {
    expect(Math.min(...LEVELS.flatMap((m) => [m.font, m.score, m.bigFont, m.bigScore]))).toBeGreaterThanOrEqual(44);
    const game = (round: number, i: number, label: string): BracketSlot => ({
      bracket: 'winners',
      round,
      team1: i * 2 + 1,
      team2: i * 2 + 2,
      winner: i * 2 + 1,
      score1: null,
      score2: null,
      label,
    });
    const big: SeasonCard = {
      ...week17.season,
      round: 2,
      rounds: 4,
      bracket: [
        ...Array.from({ length: 8 }, (_, i) => game(1, i, 'Playoffs')),
        ...Array.from({ length: 4 }, (_, i) => game(2, i, 'Quarterfinal')),
        ...Array.from({ length: 2 }, (_, i) => game(3, i, 'Semifinal')),
        game(4, 0, 'Final'),
        ...Array.from({ length: 6 }, (_, i) => game(2, i, '9th place')),
      ],
    };
    const plan = planBracket(bracketSections(big, []));
    const current = plan.sections.find((s) => s.tone === 'current');
    expect(current?.games).toHaveLength(4);
    expect(plan.sections.map((s) => s.title)).toContain('Quarterfinals');
    expect(plan.sections.length).toBeGreaterThan(1);
  });

  it('puts every team it draws in teamsOnScreen, and the champion and runner-up too', () => {
    const seen = teamsOnScreen(week17);
    for (const id of [1, 2, 3, 4, 6, 7, 9, 11]) expect(seen.has(id)).toBe(true);
  });
});

describe('names on the cards', () => {
  it('cuts long names between graphemes with an ellipsis, and leaves short ones alone', () => {
    expect(shortenName('BushJohnson', 400, 44)).toBe('BushJohnson');
    expect(shortenName('  Zaragozas Zooting Zorro ', 2000, 44)).toBe('Zaragozas Zooting Zorro');
    const long = shortenName('The Most Incredibly Long Fantasy Football Team Name Ever Allowed', 300, 44);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThan(20);
    const family = '👨‍👩‍👧';
    const cut = shortenName(family.repeat(12), 300, 44);
    expect(cut.endsWith('…')).toBe(true);
    expect(graphemes(cut.slice(0, -1)).every((g) => g === family)).toBe(true);
    expect(shortenName('فريق النصر', 400, 44)).toBe('فريق النصر');
    expect(shortenName('<script>alert(1)</script>', 2000, 44)).toBe('<script>alert(1)</script>');
  });

  it("tells the week's biggest story on the thumbnail: the champion and the final's score, else the cold open's player and his points", () => {
    const title = thumbnailStory(week17);
    expect(title).toMatchObject({ rosterId: week17.season.champion, player: null, unit: 'PTS', sub: '🏆 Champions' });
    const final = week17.matchups.find((m) => [m.team1, m.team2].includes(week17.season.champion!) && [m.team1, m.team2].includes(week17.season.runnerUp!))!;
    expect(title.number).toBe((final.team1 === week17.season.champion ? final.score1 : final.score2).toFixed(2));
    expect(title.line).toBe(week17.teams.find((t) => t.rosterId === week17.season.champion)!.name);
    const demo = RecapProps.parse(JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'demo', 'recap-props.json'), 'utf8')));
    const story = thumbnailStory(demo);
    const hook = demo.segments.find((s) => s.card?.playerId && (s.kind === 'cold_open' || s.card.award === 'top_scorer'))!.card!;
    expect(story.player?.photo).toBe(hook.photo);
    expect(story.number).toBe(hook.stats[0].value);
    expect(story.unit).toBe('PTS');
    // Nothing about a player at all: the best star of the week's games, then the league.
    const bare = { ...demo, segments: demo.segments.map((s) => ({ ...s, card: null })) };
    const best = Math.max(...demo.matchups.flatMap((m) => [m.star1?.points ?? 0, m.star2?.points ?? 0]));
    expect(thumbnailStory(bare).number).toBe(best.toFixed(2));
    const none = { ...bare, matchups: bare.matchups.map((m) => ({ ...m, star1: null, star2: null })) };
    expect(thumbnailStory(none)).toMatchObject({ player: null, rosterId: null, line: demo.league.name });
  });
});
