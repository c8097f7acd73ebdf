// Pure text operations of the context editors (spec section 5): every edit that would make the
// text longer than the limit is refused (returns null) rather than cut.
export const MAX_CONTEXT_LENGTH = 10_000;
export const WARNING_BELOW = 50;
export const BULLET = '•';

export interface Edit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

export const remaining = (text: string, max = MAX_CONTEXT_LENGTH) => max - text.length;
export const isWarning = (text: string, max = MAX_CONTEXT_LENGTH) => remaining(text, max) < WARNING_BELOW;

const fits = (edit: Edit, max: number): Edit | null => (edit.text.length > max ? null : edit);

/** Typed input: accepted only within the limit. */
export function acceptInput(next: string, max = MAX_CONTEXT_LENGTH): boolean {
  return next.length <= max;
}

/** Wraps the selection in double asterisks; needs a selection. */
export function applyBold(text: string, start: number, end: number, max = MAX_CONTEXT_LENGTH): Edit | null {
  if (start === end) return null;
  const [from, to] = start < end ? [start, end] : [end, start];
  const next = `${text.slice(0, from)}**${text.slice(from, to)}**${text.slice(to)}`;
  return fits({ text: next, selectionStart: from + 2, selectionEnd: to + 2 }, max);
}

/**
 * Prefixes each non-blank line touched by the selection with a bullet. Without a selection it
 * acts on the line of the cursor, unless `requireSelection` (the onboarding variant).
 */
export function applyBullet(text: string, start: number, end: number, requireSelection = false, max = MAX_CONTEXT_LENGTH): Edit | null {
  if (requireSelection && start === end) return null;
  const [from, to] = start < end ? [start, end] : [end, start];
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  const nextBreak = text.indexOf('\n', to === from ? to : to - 1);
  const lineEnd = nextBreak < 0 ? text.length : nextBreak;
  const block = text.slice(lineStart, lineEnd);
  const bulleted = block
    .split('\n')
    .map((line) => (line.trim() === '' || line.trimStart().startsWith(BULLET) ? line : `${BULLET} ${line}`))
    .join('\n');
  const next = text.slice(0, lineStart) + bulleted + text.slice(lineEnd);
  return fits({ text: next, selectionStart: lineStart, selectionEnd: lineStart + bulleted.length }, max);
}

/** Inserts `insert` in place of the selection (at the cursor). */
export function insertAt(text: string, start: number, end: number, insert: string, max = MAX_CONTEXT_LENGTH): Edit | null {
  const [from, to] = start < end ? [start, end] : [end, start];
  const next = text.slice(0, from) + insert + text.slice(to);
  const cursor = from + insert.length;
  return fits({ text: next, selectionStart: cursor, selectionEnd: cursor }, max);
}

const PLACEHOLDERS = ['Team Alpha', 'Team Bravo', 'Team Charlie', 'Team Delta'];

/** The first `count` team names, or placeholders when fewer than two teams are known. */
export function exampleTeams(teamNames: string[], count: number): string[] {
  const names = teamNames.map((n) => n.trim()).filter(Boolean);
  if (names.length < 2) return PLACEHOLDERS.slice(0, count);
  const picked = names.slice(0, count);
  while (picked.length < count) picked.push(PLACEHOLDERS[picked.length]);
  return picked;
}

export function leagueContextExample(teamNames: string[], count = 4): string {
  const [a, b, c, d] = exampleTeams(teamNames, count);
  const lines = [
    `**League history:** We've played together since 2015. ${a} won it all last year and still brings it up every week.`,
    `**Rivalries:** ${a} vs ${b} is the grudge match of the season.`,
  ];
  if (c) lines.push(`**Running jokes:** ${c} drafts a kicker in round 5 every single year.`);
  if (d) lines.push(`${BULLET} ${d} only trades with his brother-in-law`);
  return lines.join('\n');
}

export function weeklyContextExample(teamNames: string[]): string {
  const [a, b] = exampleTeams(teamNames, 2);
  return [
    `**Trash talk:** ${a} guaranteed a win in the group chat on Tuesday.`,
    `${BULLET} ${b} benched his best receiver on a hunch`,
    `${BULLET} The loser of ${a} vs ${b} buys the wings`,
  ].join('\n');
}

export type Segment = { bold: boolean; text: string } | { br: true };

/** Splits text into bold/plain runs and line breaks, for rendering examples without raw HTML. */
export function formatSegments(text: string): Segment[] {
  const out: Segment[] = [];
  text.split('\n').forEach((line, i) => {
    if (i > 0) out.push({ br: true });
    const parts = line.split(/\*\*(.+?)\*\*/g);
    parts.forEach((part, j) => {
      if (part) out.push({ bold: j % 2 === 1, text: part });
    });
  });
  return out;
}
