// The luck scene's all-play table and the standings scene's move arrows and streak chips: what a
// viewer reads off the screen (records, who is tagged LUCKY/UNLUCKY, ▲2 / ▼1 / —, W3 / L2),
// checked on the pure logic, without rendering.
import { describe, expect, it } from 'vitest';
import demo from '../../assets/demo/recap-props.json';
import { luckLayout } from '../../src/luck/LuckScene';
import { allPlayText, barShare, luckTable, type LuckRow } from '../../src/luck/model';
import { RecapProps, StandingRow, type MatchupCard } from '../../src/props';
import { moveText, rankMove, streakChip } from '../../src/standings/StandingsScene';
import { CONTENT } from '../../src/theme';

const game = (matchupId: number, team1: number, score1: number, team2: number, score2: number, winner: number | null): MatchupCard => ({
  matchupId,
  team1,
  score1,
  team2,
  score2,
  winner,
  margin: Math.abs(score1 - score2),
  label: null,
  star1: null,
  star2: null,
});

const byTeam = (rows: LuckRow[]) => new Map(rows.map((r) => [r.rosterId, r]));
const tagged = (rows: LuckRow[]) => ({
  lucky: rows.filter((r) => r.lucky).map((r) => r.rosterId),
  unlucky: rows.filter((r) => r.unlucky).map((r) => r.rosterId),
});

describe('luck scene: the all-play table', () => {
  // Week 4 of the demo league (Beardhouse): five games, ten scores.
  const WEEK4 = [
    game(1, 2, 122.98, 5, 143.48, 5),
    game(2, 1, 120.1, 6, 127.46, 6),
    game(3, 7, 124.52, 9, 108.94, 7),
    game(4, 4, 193.52, 8, 103.08, 4),
    game(5, 3, 79.32, 10, 166.48, 10),
  ];

  it('a real week: every score once, highest first, 9-0 down to 0-9, the best losing score unlucky and the lowest winning one lucky', () => {
    const rows = luckTable(WEEK4);
    expect(rows.map((r) => r.rosterId)).toEqual([4, 10, 5, 6, 7, 2, 1, 9, 8, 3]);
    expect(rows.map(allPlayText)).toEqual(['9-0', '8-1', '7-2', '6-3', '5-4', '4-5', '3-6', '2-7', '1-8', '0-9']);
    expect(rows.map((r) => r.result).join('')).toBe('WWWWWLLLLL');
    // 2 lost with 122.98, the best losing score, yet beat four teams; 7 won with 124.52, the lowest winning one.
    expect(tagged(rows)).toEqual({ unlucky: [2], lucky: [7] });
    const teams = byTeam(rows);
    expect(teams.get(2)).toMatchObject({ result: 'L', score: 122.98 });
    expect(teams.get(7)).toMatchObject({ result: 'W', score: 124.52 });
  });

  it('the demo recap: each team that played once, one LUCKY and one UNLUCKY tag, records over every other score', () => {
    const recap = RecapProps.parse(demo);
    const rows = luckTable(recap.matchups);
    const played = new Set(recap.matchups.flatMap((m) => [m.team1, m.team2]));
    expect(rows.map((r) => r.rosterId).sort()).toEqual([...played].sort());
    for (const r of rows) expect(r.allPlay.wins + r.allPlay.losses + r.allPlay.ties).toBe(rows.length - 1);
    expect(rows.filter((r) => r.lucky)).toHaveLength(1);
    expect(rows.filter((r) => r.unlucky)).toHaveLength(1);
  });

  it('shows each real result beside the all-play record: a 2nd-best score that lost reads "L" and "2-1"', () => {
    const rows = luckTable([game(1, 1, 150, 2, 140, 1), game(2, 3, 90, 4, 100, 4)]);
    expect(rows.map((r) => [r.rosterId, r.result, allPlayText(r)])).toEqual([
      [1, 'W', '3-0'],
      [2, 'L', '2-1'],
      [4, 'W', '1-2'],
      [3, 'L', '0-3'],
    ]);
    expect(tagged(rows)).toEqual({ unlucky: [2], lucky: [4] });
  });

  it("leaves teams on a bye out: they are in no matchup, so neither a bar nor a game in anyone's record", () => {
    // Six teams in the league, four played: 5 and 6 were on a bye.
    const rows = luckTable([game(1, 1, 120, 2, 110, 1), game(2, 3, 130, 4, 80, 3)]);
    expect(rows.map((r) => r.rosterId).sort()).toEqual([1, 2, 3, 4]);
    for (const r of rows) expect(r.allPlay.wins + r.allPlay.losses + r.allPlay.ties).toBe(3);
  });

  it('a tie (winner null) is neither lucky nor unlucky, and reads "T"', () => {
    // 3 and 4 tied at 140, higher than the only loser: the tied side is still not the unlucky loser.
    const rows = luckTable([game(1, 1, 150, 2, 100, 1), game(2, 3, 140, 4, 140, null)]);
    const teams = byTeam(rows);
    expect(teams.get(3)!.result).toBe('T');
    expect(teams.get(4)!.result).toBe('T');
    expect(tagged(rows)).toEqual({ unlucky: [2], lucky: [1] });
    // Equal scores are all-play ties: 140 beats 100, loses to 150, ties the other 140.
    expect(allPlayText(teams.get(3)!)).toBe('1-1-1');
  });

  it('a week of nothing but ties tags nobody', () => {
    const rows = luckTable([game(1, 1, 100, 2, 100, null), game(2, 3, 90, 4, 90, null)]);
    expect(tagged(rows)).toEqual({ lucky: [], unlucky: [] });
  });

  it('one game: the winner is the lucky one, the loser the unlucky one', () => {
    const rows = luckTable([game(1, 1, 100, 2, 120, 2)]);
    expect(tagged(rows)).toEqual({ lucky: [2], unlucky: [1] });
    expect(rows.map(allPlayText)).toEqual(['1-0', '0-1']);
  });

  it('no games: an empty table, no tags', () => {
    expect(luckTable([])).toEqual([]);
  });

  it('bars: the top score fills the track, the others in proportion, nothing below zero', () => {
    expect(barShare(200, 200)).toBe(1);
    expect(barShare(100, 200)).toBe(0.5);
    expect(barShare(0, 200)).toBe(0);
    expect(barShare(-4, 200)).toBe(0);
    expect(barShare(0, 0)).toBe(0);
  });

  it('16 teams fit the content box with text of at least 40 px', () => {
    const { pitch, headline } = luckLayout(16);
    expect(headline).toBe(false);
    // Kicker 88 + header 52 + two gaps of 14 + the rows.
    expect(88 + 52 + 28 + pitch * 16).toBeLessThanOrEqual(CONTENT.bottom - CONTENT.top);
    // A row (pitch less its 6 px gap) holds 40 px text in a W/L tag with 4 px above and below.
    expect(pitch - 6).toBeGreaterThanOrEqual(40 + 8);
    // A 10-team league has room for the card's headline too.
    expect(luckLayout(10).headline).toBe(true);
  });
});

describe('standings scene: move since last week and streak', () => {
  it('climbing two places reads ▲2, dropping one ▼1, staying put —', () => {
    expect(moveText(rankMove({ rank: 3, rankBefore: 5 }))).toBe('▲2');
    expect(moveText(rankMove({ rank: 4, rankBefore: 3 }))).toBe('▼1');
    expect(moveText(rankMove({ rank: 1, rankBefore: 1 }))).toBe('—');
    expect(rankMove({ rank: 16, rankBefore: 4 })).toEqual({ dir: 'down', by: 12 });
  });

  it('week 1 and old props (rankBefore null) show no arrow', () => {
    expect(rankMove({ rank: 1, rankBefore: null })).toBeNull();
    expect(moveText(null)).toBe('');
    // Old props without the field parse to null as well.
    const old = StandingRow.parse({ rank: 2, rosterId: 7, wins: 3, losses: 1, ties: 0, pointsFor: 533.64, streak: '3W' });
    expect(old.rankBefore).toBeNull();
    expect(moveText(rankMove(old))).toBe('');
  });

  it('Sleeper\'s streak "3W" reads W3, "1L" reads L1; empty or zero streaks show no chip', () => {
    expect(streakChip('3W')).toEqual({ text: 'W3', result: 'W' });
    expect(streakChip('1L')).toEqual({ text: 'L1', result: 'L' });
    expect(streakChip('2T')).toEqual({ text: 'T2', result: 'T' });
    expect(streakChip('W4')).toEqual({ text: 'W4', result: 'W' });
    expect(streakChip(' 10w ')).toEqual({ text: 'W10', result: 'W' });
    expect(streakChip('')).toBeNull();
    expect(streakChip('0W')).toBeNull();
    expect(streakChip('hot')).toBeNull();
  });

  it('the demo table: every row with a streak has a chip that reads it result first', () => {
    const recap = RecapProps.parse(demo);
    for (const row of recap.standings.filter((r) => r.streak !== '')) {
      const chip = streakChip(row.streak);
      expect(chip).not.toBeNull();
      expect(chip!.text).toBe(`${row.streak.slice(-1)}${row.streak.slice(0, -1)}`);
    }
  });
});
