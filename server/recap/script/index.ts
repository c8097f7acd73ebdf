// writeScript: facts in, an audited RecapScript out. The template writer is the embedded default;
// the OpenAI writer is used when asked for and falls back to the template writer, with the reason
// recorded, whenever it fails (API error, timeout, refusal, malformed output, moderation, or an
// audit failing twice). Nothing leaves this function without passing every audit.
import type { RecapFacts } from '../facts/schema';
import { RoastLevelError, type RecapScript } from './schema';
import { OfferedLevel, type RoastLevel } from '../../../src/vocabulary';
import { readContext, type ContextMaterial } from './context';
import { planScript, AWARD_DROP_ORDER, awardCandidates, foldedAwards, type SegmentPlan } from './plan';
import { writeTemplateScript } from './template/writer';
import { PLACE_WON } from './template/lines';
import { findAngles } from './angles';
import { assertScriptPasses, auditScript } from './audit';
import { plainSegment, problemsBySegment, repairScript } from './repair';
import { AUDIT_SECONDS, estimateSeconds, TARGET_SECONDS } from './size';
import { writeOpenAIScript, type OpenAIOptions } from './openai/writer';
import type { AwardKind } from '../../../src/vocabulary';

export type WriteScriptOptions = {
  level: RoastLevel;
  writer?: 'template' | 'openai';
  leagueContext?: string;
  weeklyContext?: string;
  seed?: string;
  /** Lines the league heard recently (last week's script text): not repeated. */
  previousLines?: string[];
  /** Lines of every earlier recap this season: a joke shape heard this season is picked last. */
  seasonLines?: string[];
  openai?: OpenAIOptions;
};

/** What the league heard before this week. */
type Heard = Pick<WriteScriptOptions, 'previousLines' | 'seasonLines'>;

export { RoastLevelError, ScriptAuditError } from './schema';
export type { RecapScript, Segment } from './schema';

/**
 * The default seed: one per league, week and level, so a rerun writes the same script, and the two
 * levels of one week do not make the same choices (both outros once opened "Fade to black").
 */
export const defaultSeed = (facts: RecapFacts, level: OfferedLevel) => `${facts.leagueId}:${facts.season}:${facts.week}:${level}`;

export async function writeScript(facts: RecapFacts, opts: WriteScriptOptions): Promise<RecapScript> {
  const level = offered(opts.level);
  const seed = opts.seed ?? defaultSeed(facts, level);
  const context = readContext(facts, opts.leagueContext, opts.weeklyContext);
  const heard: Heard = { previousLines: opts.previousLines, seasonLines: opts.seasonLines };
  if (opts.writer === 'openai') {
    if (!opts.openai) return templateScript(facts, level, seed, context, heard, 'OpenAI is not configured (no API key)');
    const outcome = await writeOpenAIScript({
      facts,
      level,
      seed,
      context,
      openai: opts.openai,
      plan: planFor(facts, context, level, seed, heard).plan,
    });
    if (outcome.ok) return assertScriptPasses(outcome.script, facts, { level, nicknames: context.nicknames });
    const template = templateScript(facts, level, seed, context, heard, outcome.reason);
    // The model's segments that pass stay; the failing ones are the template writer's.
    if (outcome.draft) {
      const { segments: failing, global } = problemsBySegment(outcome.draft, auditScript(outcome.draft, facts, { level, nicknames: context.nicknames }));
      const mine = new Map(template.segments.map((s) => [s.id, s]));
      const merged = { ...outcome.draft, segments: outcome.draft.segments.map((s) => (failing.has(s.id) ? (mine.get(s.id) ?? s) : s)) };
      if (global.length === 0 && auditScript(merged, facts, { level, nicknames: context.nicknames }).length === 0) {
        return { ...merged, fallbackReason: `${[...failing].join(', ')} written by the template writer (${outcome.reason})` };
      }
    }
    return template;
  }
  return templateScript(facts, level, seed, context, heard, null);
}

function offered(level: RoastLevel): OfferedLevel {
  const parsed = OfferedLevel.safeParse(level);
  if (!parsed.success) throw new RoastLevelError(level);
  return parsed.data;
}

/**
 * The plan and template script sized for ~2 minutes: start with every award the week has
 * material for and drop the least essential ones while the speech runs over the target; a week
 * still too long (many teams, long names) is written brief: the shortest true joke each time.
 */
function planFor(facts: RecapFacts, context: ContextMaterial, level: OfferedLevel, seed: string, heard: Heard) {
  // Awards are roasts too: keep the top scorer before writing brief, then drop more if needed.
  let last: { plan: SegmentPlan[]; script: RecapScript; plainTable: boolean } | undefined;
  let briefNamed: typeof last;
  const folded = foldedAwards(facts);
  // Weeks 2-3 name the unbeaten and winless teams in the table, unless the names are what keeps
  // the week from fitting: first whole jokes, then brief ones, each with the names and then without.
  // A week too long either way keeps the names.
  for (const [brief, plainTable] of [
    [false, false],
    [false, true],
    [true, false],
    [true, true],
  ] as const) {
    if (plainTable && (facts.week < 2 || facts.week > 3)) continue;
    // The championship week's award is the title: the show opens and closes on it.
    let awards: AwardKind[] =
      facts.seasonState.seasonOver && facts.seasonState.champion !== null
        ? []
        : awardCandidates(facts)
            .map((c) => c.plan.award)
            .filter((a) => !folded.has(a));
    for (;;) {
      const plan = planScript(facts, { awards, storylines: context.storylines });
      last = { plan, plainTable, script: writeTemplateScript({ facts, plan, level, seed, context, ...heard, brief, plainTable }) };
      if (estimateSeconds(last.script) <= TARGET_SECONDS.max) return last;
      // The top score's card goes last, and only when a game would otherwise be cut to its bare result: its story is told in its game instead.
      const cardLast = brief && estimateSeconds(last.script) > FIT_SECONDS ? awards.find((a) => a === 'top_scorer') : undefined;
      const next = AWARD_DROP_ORDER.find((a) => awards.includes(a)) ?? cardLast;
      if (!next || (!brief && awards.length <= MIN_AWARDS_BEFORE_BRIEF)) break;
      awards = awards.filter((a) => a !== next);
    }
    if (brief && !plainTable) briefNamed = last;
  }
  const { plan, plainTable, script } = briefNamed ?? last!;
  const lean = leanToLength(script, plan, facts, (games, bare) =>
    writeTemplateScript({ facts, plan, level, seed, context, ...heard, brief: true, plainTable, lean: games, bare }),
  );
  return { plan, plainTable, script: fitToLength(lean, plan, facts) };
}

/**
 * A week still too long when brief tells its games with the smallest stories by their one short
 * beat (the other side named in the report, a placement game's winner by its finish), one game at a
 * time, then without the finishes, before any game is said plainly: every game keeps a joke for as
 * long as that fits.
 */
function leanToLength(
  script: RecapScript,
  plan: SegmentPlan[],
  facts: RecapFacts,
  write: (lean: ReadonlySet<string>, bare: ReadonlySet<string>) => RecapScript,
): RecapScript {
  // Then the teams without a game: one keeps its joke, the others are said in one breath.
  const cuts = cutOrder(script, plan, facts);
  const order = [...cuts.filter((s) => s.kind === 'matchup'), ...cuts.filter((s) => s.kind === 'bracket')];
  const lean = new Set<string>();
  let out = script;
  for (const s of order) {
    if (estimateSeconds(out) <= FIT_SECONDS) break;
    lean.add(s.id);
    out = write(lean, new Set());
  }
  // Then the lean games lose the placement winners' short finish lines, one game at a time (the
  // smallest stories first), before any game is said plainly: a few seconds over cost King of Wishful
  // Tinkering's third place when every finish went at once.
  // Only a placement game has a finish line to drop: rewriting for any other game changes nothing.
  const placement = (id: string) => {
    const game = facts.matchups.find((m) => m.matchupId === script.segments.find((s) => s.id === id)?.refs.matchupId);
    return game !== undefined && PLACE_WON[game.label] !== undefined;
  };
  const bare = new Set<string>();
  for (const id of [...lean].filter(placement)) {
    if (estimateSeconds(out) <= FIT_SECONDS) break;
    bare.add(id);
    out = write(lean, bare);
  }
  return out;
}

/** The segments in the order they give up words: the smallest stories first, the show's frame last. */
function cutOrder(script: RecapScript, plan: SegmentPlan[], facts: RecapFacts): RecapScript['segments'] {
  // The show's frame (its opening story, the game that pays it off, and its champion) is the last thing cut.
  const hook = plan.find((p) => p.kind === 'cold_open');
  const payoff = hook?.kind === 'cold_open' ? hook.hook.matchupId : null;
  const frame = (s: RecapScript['segments'][number]) => FRAME.has(s.kind) || (payoff !== null && s.kind === 'matchup' && s.refs.matchupId === payoff);
  const angles = findAngles(facts);
  // A game's story is its own; any other segment's (the teams without a game, an award) that of the teams it roasts.
  const story = (s: RecapScript['segments'][number]) =>
    Math.max(
      0,
      ...angles
        .filter((a) => (s.kind === 'matchup' ? a.matchupId === s.refs.matchupId : a.matchupId === null && s.roasts.includes(a.teams[0])))
        .map((a) => a.weight),
    );
  return script.segments
    .filter((s) => s.kind !== 'intro' && s.kind !== 'outro')
    .sort((a, b) => Number(frame(a)) - Number(frame(b)) || story(a) - story(b) || b.text.length - a.text.length);
}

/**
 * Never too long to voice: a week that still runs over (twelve teams with 64-character names)
 * has segments said plainly, one at a time, until it fits: the ones with the smallest stories
 * first (the season's biggest win keeps its jokes), the longest of those first. Nobody's roast
 * is lost: a plain segment still names everyone it roasts.
 */
function fitToLength(script: RecapScript, plan: SegmentPlan[], facts: RecapFacts): RecapScript {
  const plans = new Map(plan.map((p) => [p.id, p]));
  let out = script;
  for (const cut of cutOrder(script, plan, facts)) {
    if (estimateSeconds(out) <= FIT_SECONDS) break;
    out = { ...out, segments: out.segments.map((s) => (s.id === cut.id ? plainSegment(s, plans.get(s.id)!, facts, plan) : s)) };
  }
  return out;
}

const FRAME = new Set(['cold_open', 'champion']);
/** Past this a week is cut to plain facts, segment by segment: a margin under the audit's ceiling. */
const FIT_SECONDS = AUDIT_SECONDS.max - 5;

/** Awards kept before the games go brief: a second beat in a game tells more than an award card. */
const MIN_AWARDS_BEFORE_BRIEF = 1;

function templateScript(
  facts: RecapFacts,
  level: OfferedLevel,
  seed: string,
  context: ContextMaterial,
  heard: Heard,
  fallbackReason: string | null,
): RecapScript {
  const { plan, script, plainTable } = planFor(facts, context, level, seed, heard);
  // A rewrite avoids the lines the script keeps, so a repaired segment repeats nothing.
  const rewrite = (n: number, kept: string[]) =>
    writeTemplateScript({ facts, plan, level, seed: `${seed}~${n}`, context, ...heard, sameShow: kept, plainTable });
  // A rewritten segment may run longer than the one it replaced: fit again.
  const repaired = fitToLength(repairScript({ script, facts, plan, level, nicknames: context.nicknames, rewrite }).script, plan, facts);
  return assertScriptPasses({ ...repaired, fallbackReason }, facts, { level, nicknames: context.nicknames });
}

export { auditScript };
