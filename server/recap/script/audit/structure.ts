// The structure audit: segments in the order the video expects (cold open, intro, one per
// matchup, awards, standings, outro), stable unique ids, text written for the ear (no symbols,
// no stage directions) and a length that fits a ~2-minute video.
import type { RecapFacts } from '../../facts/schema';
import { AWARD_ORDER, SEGMENT_ORDER, type RecapScript } from '../schema';
import { AUDIT_SECONDS, estimateSeconds } from '../size';

// Letters (any script), digits, spaces and the punctuation a voice reads as pauses.
const SPEAKABLE = /^[\p{L}\p{M}\p{N}\s.,!?;:'’-]+$/u;

export function auditStructure(script: RecapScript, facts: RecapFacts): string[] {
  const problems: string[] = [];
  const segs = script.segments;
  const ids = segs.map((s) => s.id);
  const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (dupes.length) problems.push(`duplicate segment ids: ${[...new Set(dupes)].join(', ')}`);

  const rank = (kind: (typeof SEGMENT_ORDER)[number]) => SEGMENT_ORDER.indexOf(kind);
  for (let i = 1; i < segs.length; i++) {
    const [a, b] = [segs[i - 1], segs[i]];
    const outOfOrder =
      rank(a.kind) > rank(b.kind) || (a.kind === 'award' && b.kind === 'award' && AWARD_ORDER.indexOf(a.award!) >= AWARD_ORDER.indexOf(b.award!));
    if (outOfOrder) problems.push(`segment ${b.id} comes after ${a.id}, out of order`);
  }
  for (const kind of ['cold_open', 'intro', 'outro'] as const) {
    const n = segs.filter((s) => s.kind === kind).length;
    if (n !== 1) problems.push(`expected one ${kind} segment, found ${n}`);
  }
  // The standings in the regular season, the bracket in the playoffs; the champion once crowned.
  const table = facts.seasonState.phase === 'regular' ? 'standings' : 'bracket';
  const tables = segs.filter((s) => s.kind === 'standings' || s.kind === 'bracket');
  if (tables.length !== 1 || tables[0].kind !== table) problems.push(`expected one ${table} segment, found ${tables.map((s) => s.kind).join(', ') || 'none'}`);
  const crowned = segs.filter((s) => s.kind === 'champion').length;
  if (crowned !== (facts.seasonState.champion === null ? 0 : 1))
    problems.push(`expected ${facts.seasonState.champion === null ? 'no' : 'one'} champion segment, found ${crowned}`);
  for (const m of facts.matchups) {
    const seg = segs.find((s) => s.kind === 'matchup' && s.refs.matchupId === m.matchupId);
    if (!seg) problems.push(`matchup ${m.matchupId} has no segment`);
    else if (seg.id !== `matchup-${m.matchupId}`) problems.push(`matchup ${m.matchupId} segment is called ${seg.id}`);
  }
  for (const seg of segs) {
    if (seg.kind === 'award' && (!seg.award || seg.id !== `award-${seg.award}`)) problems.push(`award segment ${seg.id} must be named award-<kind>`);
    if (seg.kind !== 'award' && seg.award) problems.push(`${seg.id} is not an award but names one`);
    if (!SPEAKABLE.test(seg.text)) {
      const bad = [...new Set(seg.text.replace(/[\p{L}\p{M}\p{N}\s.,!?;:'’-]/gu, ''))].join(' ');
      problems.push(`${seg.id}: the spoken text has symbols a voice should not read (${bad})`);
    }
    if (seg.captions.length === 0) problems.push(`${seg.id}: no caption lines`);
  }
  const seconds = estimateSeconds(script);
  if (seconds < AUDIT_SECONDS.min || seconds > AUDIT_SECONDS.max) {
    problems.push(`about ${Math.round(seconds)} s of speech; a recap must run ${AUDIT_SECONDS.min} to ${AUDIT_SECONDS.max} s`);
  }
  return problems;
}
