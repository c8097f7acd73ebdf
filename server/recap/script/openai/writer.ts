// The OpenAI writer: one chat completion with a strict JSON schema, parsed with zod, moderated,
// then audited. An audit failure gets one rewrite with the problems listed; any other failure
// (API error, timeout, refusal, malformed output, flagged by moderation) ends the attempt, and
// writeScript falls back to the template writer with the reason.
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { RecapFacts } from '../../facts/schema';
import type { ContextMaterial } from '../context';
import type { SegmentPlan } from '../plan';
import type { RecapScript, Segment } from '../schema';
import type { OfferedLevel } from '../../../../src/vocabulary';
import { auditScript } from '../audit';
import { WORDS_PER_SECOND, TARGET_SECONDS } from '../size';
import { MODEL_OUTPUT_JSON_SCHEMA, ModelOutput, recapData, systemPrompt, userMessage } from './prompt';
import { errorText } from '../../../error-text';

export type OpenAIOptions = {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  /** SDK retries on 5xx and timeouts before we give up (default 1). */
  maxRetries?: number;
  /** Moderation model; the moderation call is skipped when null. */
  moderationModel?: string | null;
};

/** On failure, `draft` is the model's last parsed script, when there was one: its passing segments can still be used. */
export type OpenAIOutcome = { ok: true; script: RecapScript } | { ok: false; reason: string; draft?: RecapScript };

export async function writeOpenAIScript(input: {
  facts: RecapFacts;
  level: OfferedLevel;
  seed: string;
  context: ContextMaterial;
  plan: SegmentPlan[];
  openai: OpenAIOptions;
}): Promise<OpenAIOutcome> {
  const { facts, level, plan, context, openai: o } = input;
  const client = new OpenAI({ apiKey: o.apiKey, baseURL: o.baseURL, timeout: o.timeoutMs ?? 60_000, maxRetries: o.maxRetries ?? 1 });
  const targetWords = Math.round(TARGET_SECONDS.aim * WORDS_PER_SECOND.google);
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(level) },
    { role: 'user', content: userMessage(recapData(facts, plan, level, context, targetWords), context) },
  ];
  let lastProblems: string[] = [];
  let draft: RecapScript | undefined;
  for (let attempt = 1; attempt <= 2; attempt++) {
    let raw: string;
    try {
      const completion = await client.chat.completions.create({
        model: o.model,
        messages,
        temperature: 0.9,
        response_format: { type: 'json_schema', json_schema: { name: 'recap_script', strict: true, schema: MODEL_OUTPUT_JSON_SCHEMA } },
      });
      const choice = completion.choices[0];
      if (!choice) return { ok: false, reason: 'malformed output: no choices in the response' };
      if (choice.message.refusal) return { ok: false, reason: `refused: ${choice.message.refusal}` };
      if (choice.finish_reason === 'length') return { ok: false, reason: 'malformed output: the answer was cut off' };
      if (choice.finish_reason === 'content_filter') return { ok: false, reason: 'refused: content filter' };
      raw = choice.message.content ?? '';
    } catch (err) {
      return { ok: false, reason: describeError(err) };
    }
    const script = toScript(raw, plan, level, input.seed);
    if (!script.ok) return script;
    const flagged = await moderate(client, o, script.script);
    if (flagged) return { ok: false, reason: flagged };
    lastProblems = auditScript(script.script, facts, { level, nicknames: context.nicknames });
    if (lastProblems.length === 0) return script;
    draft = script.script;
    messages.push(
      { role: 'assistant', content: raw },
      {
        role: 'user',
        content: `That script failed these checks:\n- ${lastProblems.slice(0, 12).join('\n- ')}\nRewrite the whole script so that every check passes.`,
      },
    );
  }
  return { ok: false, reason: `audit failed twice: ${lastProblems.slice(0, 3).join('; ')}`, draft };
}

/** Parse the model's JSON with zod and lay it over the plan (ids, kinds, refs and roasts are ours). */
export function toScript(raw: string, plan: SegmentPlan[], level: OfferedLevel, seed: string): OpenAIOutcome {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'malformed output: not JSON' };
  }
  const parsed = ModelOutput.safeParse(json);
  if (!parsed.success) return { ok: false, reason: `malformed output: ${parsed.error.issues[0]?.message ?? 'does not match the schema'}` };
  const byId = new Map(parsed.data.segments.map((s) => [s.id, s]));
  const missing = plan.filter((p) => !byId.get(p.id)?.text.trim());
  if (missing.length) return { ok: false, reason: `malformed output: no text for ${missing.map((p) => p.id).join(', ')}` };
  const segments = plan.map((p): Segment => {
    const s = byId.get(p.id)!;
    return {
      id: p.id,
      kind: p.kind,
      ...(p.kind === 'award' ? { award: p.award.award } : {}),
      text: s.text.trim(),
      captions: s.captions
        .map((c) => c.trim())
        .filter(Boolean)
        .slice(0, 12),
      refs: p.refs,
      roasts: p.roasts,
    };
  });
  return { ok: true, script: { level, writer: 'openai', fallbackReason: null, seed, segments } };
}

async function moderate(client: OpenAI, o: OpenAIOptions, script: RecapScript): Promise<string | null> {
  if (o.moderationModel === null) return null;
  try {
    const res = await client.moderations.create({ model: o.moderationModel ?? 'omni-moderation-latest', input: script.segments.map((s) => s.text).join('\n') });
    const hit = res.results.find((r) => r.flagged);
    if (!hit) return null;
    const categories = Object.entries(hit.categories)
      .filter(([, v]) => v)
      .map(([k]) => k);
    return `flagged by moderation: ${categories.join(', ') || 'unspecified'}`;
  } catch (err) {
    // An unmoderated script is never used.
    return `moderation unavailable: ${describeError(err)}`;
  }
}

export function describeError(err: unknown): string {
  if (err instanceof APIConnectionTimeoutError) return 'timeout: OpenAI did not answer in time';
  if (err instanceof APIError) return `OpenAI API error${err.status ? ` ${err.status}` : ''}: ${err.message}`;
  return `OpenAI request failed: ${errorText(err)}`;
}
