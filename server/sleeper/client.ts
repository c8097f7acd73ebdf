// The one owner of Sleeper HTTP calls: typed (zod), timed out, retried with backoff on network
// errors, 429 and 5xx, paced under Sleeper's 1000 calls a minute, and cached where the data
// cannot change (players/nfl for a day, a final week's league data for good).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from '../db/database';
import { BracketMatch, League, LeagueUser, Matchup, NflState, Players, Roster, SleeperUser, Transaction, isKnownPlayer, type LeagueSnapshot } from './schemas';
import { z } from 'zod';
import { nflTeam } from './nfl-teams';
import { errorText } from '../error-text';

export type SleeperErrorKind = 'http' | 'timeout' | 'network' | 'malformed' | 'not_found' | 'busy';

/**
 * Who a Sleeper call is for. Calls made while a person waits (an HTTP request) carry a deadline:
 * every try together stays inside it, so a hanging Sleeper costs that person a few seconds, not
 * four full timeouts. Visitors who are not signed in may use only a share of the per-minute
 * budget, so members' pages and the weekly jobs keep the rest. Calls outside any request (render
 * jobs, the schedule, the demo seed) are background work: every retry, no deadline.
 */
export type SleeperCaller = { priority: 'member' | 'anonymous'; deadline: number };

const callers = new AsyncLocalStorage<SleeperCaller>();

/** Runs `fn` (and everything it awaits) as calls for a person; see SleeperCaller. */
export function runAsSleeperCaller<T>(caller: SleeperCaller, fn: () => T): T {
  return callers.run(caller, fn);
}

/** Runs `fn` as background work (every retry, no deadline), e.g. a job a request sets off but does not wait for. */
export function runAsBackground<T>(fn: () => T): T {
  return callers.exit(fn);
}

/** The part of the per-minute budget calls for visitors who are not signed in may use. */
export const ANONYMOUS_SHARE = 1 / 3;
/** How long a fetched NFL state is used: it changes a few times a week, and every page asks. */
export const STATE_TTL_MS = 60_000;

export class SleeperError extends Error {
  override name = 'SleeperError';
  constructor(
    readonly kind: SleeperErrorKind,
    readonly endpoint: string,
    message: string,
    readonly status?: number,
  ) {
    super(`Sleeper ${endpoint}: ${message}`);
  }
}

export type SleeperClientOptions = {
  baseUrl: string;
  timeoutMs?: number;
  maxCallsPerMinute?: number;
  /** Attempts per call, the first included. */
  attempts?: number;
  /** First backoff delay; doubles each retry. */
  backoffMs?: number;
  db?: Database;
  /**
   * What the cached answers belong to; default the base URL. A replay on a random port should
   * pass something stable, like `replay:<world>` (ReplayServer.cacheScope), so the cache lasts.
   */
  cacheScope?: string;
  now?: () => number;
  /** How the client waits (backoff, pace); tests pass a fake clock's. */
  sleep?: (ms: number) => Promise<void>;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The players of `ids` out of players/nfl (a league's snapshot keeps only its own), with a
 * team defense for every NFL team code players/nfl lacks ("DET" → Detroit Lions, DEF): a
 * defense is never an unknown player.
 */
export function playersOfLeague(players: Players, ids: Iterable<string>): Players {
  const out: Players = {};
  for (const id of ids) {
    if (Object.hasOwn(players, id)) out[id] = players[id];
    else {
      const team = nflTeam(id);
      if (team) {
        out[id] = {
          player_id: id,
          first_name: team.city,
          last_name: team.nickname,
          full_name: team.name,
          position: 'DEF',
          fantasy_positions: ['DEF'],
          team: id,
        };
      }
    }
  }
  return out;
}

/**
 * JSON.parse, except that integer literals of 16+ digits (bracket_id, last_transaction_id, …
 * above 2^53) become strings instead of losing precision. Text inside strings is left alone.
 */
export function parseSleeperJson(text: string): unknown {
  if (!/\d{16}/.test(text)) return JSON.parse(text);
  const isDigit = (c: number) => c >= 48 && c <= 57;
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i += text.charCodeAt(i) === 92 /* \ */ ? 2 : 1);
      i++;
    } else if (c === 45 /* - */ || isDigit(c)) {
      let j = c === 45 ? i + 1 : i;
      const digitsFrom = j;
      while (j < text.length && isDigit(text.charCodeAt(j))) j++;
      const fraction = /[.eE]/.test(text[j] ?? '');
      if (!fraction && j - digitsFrom >= 16) {
        out += `${text.slice(copied, i)}"${text.slice(i, j)}"`;
        copied = j;
      }
      while (j < text.length && /[\d.eE+-]/.test(text[j])) j++;
      i = j;
    } else i++;
  }
  return JSON.parse(out + text.slice(copied));
}

export class SleeperClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly maxCallsPerMinute: number;
  private readonly attempts: number;
  private readonly backoffMs: number;
  private readonly db?: Database;
  private readonly cacheScope: string;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly recentCalls: number[] = [];
  private state: { value: NflState; at: number } | null = null;
  private stateFetch: Promise<NflState> | null = null;
  private playersRefreshedAt: number | null = null;
  private playersRefresh: Promise<Players | null> | null = null;
  /** Count of HTTP requests sent, for tests and benchmarks. */
  requests = 0;

  constructor(opts: SleeperClientOptions) {
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.maxCallsPerMinute = Math.min(opts.maxCallsPerMinute ?? 900, 999);
    this.attempts = opts.attempts ?? 4;
    this.backoffMs = opts.backoffMs ?? 250;
    this.db = opts.db;
    this.cacheScope = opts.cacheScope ?? this.baseUrl;
    this.now = opts.now ?? Date.now;
    this.sleep = opts.sleep ?? sleep;
  }

  /** A user by username or user id; null when Sleeper does not know it. */
  getUser(usernameOrId: string) {
    return this.get(`/user/${encodeURIComponent(usernameOrId.trim())}`, SleeperUser.nullable());
  }

  /** Like getUser, but an unknown user is a SleeperError of kind not_found: "user not found". */
  async findUser(usernameOrId: string) {
    const user = await this.getUser(usernameOrId);
    if (!user) throw new SleeperError('not_found', `/user/${usernameOrId.trim()}`, 'user not found');
    return user;
  }

  getUserLeagues(userId: string, season: string) {
    return this.get(
      `/user/${userId}/leagues/nfl/${season}`,
      z
        .array(League)
        .nullable()
        .transform((l) => l ?? []),
    );
  }

  getLeague(leagueId: string) {
    return this.get(`/league/${leagueId}`, League.nullable());
  }

  getLeagueUsers(leagueId: string) {
    return this.get(
      `/league/${leagueId}/users`,
      z
        .array(LeagueUser)
        .nullable()
        .transform((l) => l ?? []),
    );
  }

  getRosters(leagueId: string) {
    return this.get(
      `/league/${leagueId}/rosters`,
      z
        .array(Roster)
        .nullable()
        .transform((l) => l ?? []),
    );
  }

  getMatchups(leagueId: string, week: number) {
    return this.get(
      `/league/${leagueId}/matchups/${week}`,
      z
        .array(Matchup)
        .nullable()
        .transform((l) => l ?? []),
    );
  }

  getTransactions(leagueId: string, week: number) {
    return this.get(
      `/league/${leagueId}/transactions/${week}`,
      z
        .array(Transaction)
        .nullable()
        .transform((l) => l ?? []),
    );
  }

  /** Sleeper's playoff brackets; null when the league has none (it answers null before they exist). */
  getBracket(leagueId: string, which: 'winners' | 'losers') {
    return this.get(`/league/${leagueId}/${which}_bracket`, z.array(BracketMatch).nullable());
  }

  /** The NFL state, kept for a minute; concurrent callers share one request. */
  async getState(): Promise<NflState> {
    if (this.state && this.now() - this.state.at < STATE_TTL_MS) return this.state.value;
    this.stateFetch ??= this.get('/state/nfl', NflState)
      .then((value) => {
        this.state = { value, at: this.now() };
        return value;
      })
      .finally(() => (this.stateFetch = null));
    return this.stateFetch;
  }

  /** players/nfl is ~5 MB: fetched at most once a day and kept in SQLite; `fresh` skips the day's copy. */
  async getPlayers(opts: { fresh?: boolean } = {}): Promise<Players> {
    const cached = opts.fresh ? undefined : this.readCache('players/nfl');
    if (cached && this.now() - cached.fetchedAt < DAY_MS) return Players.parse(cached.body);
    const players = await this.get('/players/nfl', Players);
    this.writeCache('players/nfl', players);
    return players;
  }

  /**
   * players/nfl again, past the day's copy, because it lacks a player a league refers to
   * (rookies and signings appear mid-season). At most once an hour per client, so a league
   * full of ids Sleeper no longer lists does not download 5 MB per recap; null when it is not
   * time yet or the refresh failed (the caller keeps the map it has). Concurrent callers share one.
   */
  private async refreshPlayers(): Promise<Players | null> {
    if (this.playersRefresh) return this.playersRefresh;
    if (this.playersRefreshedAt !== null && this.now() - this.playersRefreshedAt < HOUR_MS) return null;
    this.playersRefreshedAt = this.now();
    this.playersRefresh = this.getPlayers({ fresh: true })
      .catch(() => null)
      .finally(() => (this.playersRefresh = null));
    return this.playersRefresh;
  }

  /**
   * Everything the facts of `week` need. Once the week is final the snapshot never changes,
   * so it is kept and a re-render of that recap makes no new calls.
   */
  async getSnapshot(leagueId: string, week: number): Promise<LeagueSnapshot> {
    const key = `snapshot/v3/${leagueId}/${week}`;
    const cached = this.readCache(key);
    if (cached) return cached.body as LeagueSnapshot;

    const league = await this.getLeague(leagueId);
    if (!league) throw new SleeperError('not_found', `/league/${leagueId}`, 'league not found');
    const startWeek = league.settings.start_week ?? 1;
    const weeks = Array.from({ length: Math.max(0, week - startWeek + 1) }, (_, i) => startWeek + i);
    const [users, rosters, state, dayPlayers, weekMatchups, weekMoves] = await Promise.all([
      this.getLeagueUsers(leagueId),
      this.getRosters(leagueId),
      this.getState(),
      this.getPlayers(),
      Promise.all(weeks.map((w) => this.getMatchups(leagueId, w))),
      Promise.all(weeks.map((w) => this.getTransactions(leagueId, w))),
    ]);
    const matchups = Object.fromEntries(weeks.map((w, i) => [w, weekMatchups[i]]));
    const transactions = Object.fromEntries(weeks.map((w, i) => [w, weekMoves[i]]));
    const thisWeek = transactions[week] ?? [];
    // Brackets only matter from the first playoff week on: no calls for them before.
    const playoffStart = league.settings.playoff_week_start ?? 0;
    const [winners, losers] =
      playoffStart > 0 && week >= playoffStart ? await Promise.all([this.getBracket(leagueId, 'winners'), this.getBracket(leagueId, 'losers')]) : [null, null];
    // Keep only the players this league refers to: the cached snapshot stays small.
    const ids = new Set<string>();
    for (const list of Object.values(matchups)) for (const m of list) m.players.forEach((p) => ids.add(p));
    for (const r of rosters) r.players?.forEach((p) => ids.add(p));
    for (const t of Object.values(transactions).flat()) {
      Object.keys(t.adds ?? {}).forEach((p) => ids.add(p));
      Object.keys(t.drops ?? {}).forEach((p) => ids.add(p));
    }
    // A player the recap could name (this week's lineups and moves) missing from players/nfl:
    // refresh it once, then whoever is still missing stays unnamed in the facts.
    const named = [
      ...(matchups[week] ?? []).flatMap((m) => [...m.starters, ...m.players]),
      ...thisWeek.flatMap((t) => [...Object.keys(t.adds ?? {}), ...Object.keys(t.drops ?? {})]),
    ];
    const missing = named.some((id) => id !== '0' && !isKnownPlayer(dayPlayers, id));
    const players = (missing && (await this.refreshPlayers())) || dayPlayers;
    const leaguePlayers = playersOfLeague(players, ids);

    const snapshot: LeagueSnapshot = { league, users, rosters, matchups, transactions, players: leaguePlayers, state, brackets: { winners, losers } };
    if ((league.settings.last_scored_leg ?? 0) >= week) this.writeCache(key, snapshot);
    return snapshot;
  }

  private async get<S extends z.ZodType>(endpoint: string, schema: S): Promise<z.output<S>> {
    const url = `${this.baseUrl}${endpoint}`;
    const caller = callers.getStore();
    const deadline = caller?.deadline;
    /** Time left for a person's call (Infinity for background work). */
    const left = () => (deadline === undefined ? Infinity : deadline - Date.now());
    let lastError: SleeperError | undefined;
    const unanswered = () =>
      lastError?.kind === 'timeout' || !lastError
        ? new SleeperError('timeout', endpoint, `no answer within ${deadline === undefined ? this.timeoutMs : 'the time a person waits'}`)
        : lastError;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (attempt > 1) {
        const backoff = this.backoffMs * 2 ** (attempt - 2);
        if (backoff >= left()) break;
        await this.sleep(backoff);
      }
      await this.pace(endpoint, caller);
      const timeoutMs = Math.min(this.timeoutMs, left());
      if (timeoutMs <= 0) break;
      let res: Response;
      try {
        this.requests++;
        res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        lastError = timedOut
          ? new SleeperError('timeout', endpoint, `no answer within ${timeoutMs} ms`)
          : new SleeperError('network', endpoint, errorText(err));
        continue;
      }
      if (res.status === 429 || res.status >= 500) {
        await res.body?.cancel();
        lastError = new SleeperError('http', endpoint, `HTTP ${res.status} after ${attempt} attempt(s)`, res.status);
        const retryAfter = Number(res.headers.get('retry-after'));
        if (retryAfter > 0 && attempt < this.attempts) {
          const wait = Math.min(retryAfter * 1000, 30_000);
          if (wait >= left()) break;
          await this.sleep(wait);
        }
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new SleeperError('http', endpoint, `HTTP ${res.status}`, res.status);
      }
      let body: unknown;
      try {
        body = parseSleeperJson(await res.text());
      } catch {
        throw new SleeperError('malformed', endpoint, 'the answer is not valid JSON');
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new SleeperError('malformed', endpoint, `unexpected shape at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
      return parsed.data;
    }
    throw deadline === undefined ? (lastError ?? new SleeperError('network', endpoint, 'no attempt made')) : unanswered();
  }

  /**
   * Sliding one-minute window shared by every call of this client. Background and members' calls
   * wait for room (a person's only while their deadline allows); visitors' calls get only
   * ANONYMOUS_SHARE of the window and are refused, not queued, past it.
   */
  private async pace(endpoint: string, caller: SleeperCaller | undefined): Promise<void> {
    const cap = caller?.priority === 'anonymous' ? Math.max(1, Math.floor(this.maxCallsPerMinute * ANONYMOUS_SHARE)) : this.maxCallsPerMinute;
    for (;;) {
      const t = this.now();
      while (this.recentCalls.length && t - this.recentCalls[0] >= 60_000) this.recentCalls.shift();
      if (this.recentCalls.length < cap) {
        this.recentCalls.push(t);
        return;
      }
      if (caller?.priority === 'anonymous') throw new SleeperError('busy', endpoint, "visitors' share of the Sleeper calls is used up this minute");
      const wait = 60_000 - (t - this.recentCalls[0]) + 1;
      if (caller && Date.now() + wait >= caller.deadline) throw new SleeperError('busy', endpoint, 'the Sleeper call budget is used up this minute');
      await this.sleep(wait);
    }
  }

  /** Keys carry the source: a replayed world and the live API never answer for each other. */
  private cacheKey(key: string): string {
    return `${this.cacheScope} ${key}`;
  }

  private readCache(key: string): { body: unknown; fetchedAt: number } | undefined {
    const row = this.db?.prepare('SELECT body, fetched_at FROM sleeper_cache WHERE key = ?').get(this.cacheKey(key)) as
      | { body: string; fetched_at: number }
      | undefined;
    return row && { body: JSON.parse(row.body), fetchedAt: row.fetched_at };
  }

  private writeCache(key: string, body: unknown): void {
    this.db?.prepare('INSERT OR REPLACE INTO sleeper_cache (key, body, fetched_at) VALUES (?, ?, ?)').run(this.cacheKey(key), JSON.stringify(body), this.now());
  }
}

/** The user's real NFL fantasy leagues: drops pick'em and other non-fantasy leagues. */
export function fantasyLeagues(leagues: League[]): League[] {
  return leagues.filter((l) => l.sport === 'nfl' && Array.isArray(l.roster_positions) && l.roster_positions.length > 0);
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
