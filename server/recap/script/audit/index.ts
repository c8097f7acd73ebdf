// Every rule a script must pass before it is voiced, whichever writer wrote it.
import type { RecapFacts } from '../../facts/schema';
import { RecapScript, ScriptAuditError } from '../schema';
import { type RoastLevel } from '../../../../src/vocabulary';
import { allNames, nameMaskList, type Nickname } from '../names';
import { auditFairness } from './fairness';
import { auditLevel } from './level';
import { auditNames } from './names';
import { auditStructure } from './structure';
import { auditTruth } from './truth';

export type AuditOptions = {
  level: RoastLevel;
  /** Nicknames taken from the league's context: names the script may use for a member. */
  nicknames?: Nickname[];
};

/** All problems with a script (empty when it passes). */
export function auditScript(script: RecapScript, facts: RecapFacts, opts: AuditOptions): string[] {
  const parsed = RecapScript.safeParse(script);
  if (!parsed.success) return parsed.error.issues.map((i) => `malformed script at ${i.path.join('.')}: ${i.message}`);
  const nicknames = opts.nicknames ?? [];
  const names = allNames(facts, nicknames);
  // The league's own names (any form) are masked before the writer's words are judged.
  const masks = nameMaskList(facts, nicknames);
  return [
    ...auditStructure(script, facts),
    ...auditFairness(script, facts, nicknames),
    ...auditTruth(script, facts, names, masks),
    ...auditLevel(script, opts.level, masks),
    ...auditNames(script, facts, nicknames),
  ];
}

export function assertScriptPasses(script: RecapScript, facts: RecapFacts, opts: AuditOptions): RecapScript {
  const problems = auditScript(script, facts, opts);
  if (problems.length) throw new ScriptAuditError(problems);
  return script;
}
