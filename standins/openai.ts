// A local stand-in for the OpenAI API: a real HTTP server answering POST /v1/chat/completions and
// POST /v1/moderations in the real API's shapes. By default it writes a plain, valid recap from
// the facts in the request's <recap_data> field; tests script other behaviours (server error,
// slow answer, malformed JSON, refusal, an answer that fails the audits or the name rules, a
// moderation flag).
// The product can point OPENAI_BASE_URL at it for an offline demo of the OpenAI writer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { RecapData } from '../server/recap/script/openai/prompt';

export type Behaviour = 'ok' | 'error500' | 'slow' | 'malformed' | 'refusal' | 'audit_fail' | 'name_fail' | 'flagged';

export type OpenAIStandIn = {
  /** Base URL for the SDK / OPENAI_BASE_URL, e.g. http://127.0.0.1:4567/v1 */
  url: string;
  /** Queue behaviours for the next chat completions (then 'ok'); 'flagged' applies to the next moderation. */
  behave(...next: Behaviour[]): void;
  requests: { path: string; body: unknown; authorization: string | undefined }[];
  close(): Promise<void>;
};

const ChatRequest = z.object({
  model: z.string(),
  messages: z.array(z.object({ role: z.string(), content: z.string().nullable() })).min(1),
});
const ModerationRequest = z.object({ input: z.union([z.string(), z.array(z.string())]), model: z.string().optional() });

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

const ROASTS = [
  '{n}, that one is on you.',
  '{n}, the group chat will remember this.',
  '{n}, we have questions.',
  'Nice try, {n}.',
  '{n}, next week, maybe.',
  '{n}, we saw that.',
];
/** For a name that must not be addressed (its class is not plain): lines about the team, not to it. */
const ROASTS_ABOUT = [
  'That one is on {n}.',
  'The group chat will remember this one from {n}.',
  'We have questions for {n}.',
  'Nobody is letting {n} forget that one.',
];

/** A fact said for the ear, as the prompt asks: "(22)" becomes ", 22,", and no quotes or symbols. */
const forTheEar = (fact: string) =>
  fact
    .replace(/\s*\(([^()]*)\)/g, ', $1,')
    .replace(/[^\p{L}\p{M}\p{N}\s.,!?;:'’-]/gu, '')
    .replace(/,\s*([.,;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** The stand-in's own writer: the planned facts of each segment, then one short roast per target. */
export function standInScript(data: RecapData): { segments: { id: string; text: string; captions: string[] }[] } {
  let k = 0;
  const plain = new Set(data.teams.filter((t) => t.nameClass === 'plain').map((t) => t.sayInJokes));
  const roast = (n: string) => {
    const lines = plain.has(n) ? ROASTS : ROASTS_ABOUT;
    return lines[k++ % lines.length].replace('{n}', n);
  };
  return {
    segments: data.segments.map((s) => ({
      id: s.id,
      text: [...s.facts.map(forTheEar), ...s.roast.map(roast)].join(' '),
      captions: [s.award ? s.award.replace(/_/g, ' ') : s.kind.replace(/_/g, ' ')],
    })),
  };
}

export async function startOpenAIStandIn(opts: { port?: number; slowMs?: number } = {}): Promise<OpenAIStandIn> {
  const queue: Behaviour[] = [];
  const requests: OpenAIStandIn['requests'] = [];
  let flagNext = false;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const send = (status: number, body: unknown) => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `req_${requests.length}` });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      const fail = (status: number, message: string, type = 'invalid_request_error') => send(status, { error: { message, type, param: null, code: null } });
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      } catch {
        return fail(400, 'We could not parse the JSON body of your request.');
      }
      requests.push({ path, body, authorization: req.headers.authorization });
      if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) return fail(401, "You didn't provide an API key.");
      if (req.method === 'POST' && path === '/v1/chat/completions') return chat(body, send, fail);
      if (req.method === 'POST' && path === '/v1/moderations') return moderate(body, send, fail);
      return fail(404, `Unknown request URL: ${req.method} ${path}.`);
    });
  });

  type Send = (status: number, body: unknown) => void;
  type Fail = (status: number, message: string, type?: string) => void;

  function chat(raw: unknown, send: Send, fail: Fail) {
    const parsed = ChatRequest.safeParse(raw);
    if (!parsed.success) return fail(400, `Invalid request: ${parsed.error.issues[0].message}`);
    const behaviour = queue.shift() ?? 'ok';
    if (behaviour === 'error500') return fail(500, 'The server had an error while processing your request.', 'server_error');
    const user =
      [...parsed.data.messages].reverse().find((m) => m.role === 'user' && m.content?.includes('<recap_data>')) ??
      parsed.data.messages.find((m) => m.content?.includes('<recap_data>'));
    const match = /<recap_data>\s*([\s\S]*?)\s*<\/recap_data>/.exec(user?.content ?? '');
    const data = match ? RecapData.safeParse(JSON.parse(match[1])) : null;
    if (!data?.success) return fail(400, 'The stand-in needs a <recap_data> block with the planned segments.');
    let content: string | null = JSON.stringify(standInScript(data.data));
    let refusal: string | null = null;
    if (behaviour === 'malformed') content = '{"segments": [{"id": "cold_open", "text": "Unfinished';
    if (behaviour === 'refusal') [content, refusal] = [null, "I'm sorry, I can't help with that request."];
    if (behaviour === 'audit_fail') {
      const script = standInScript(data.data);
      script.segments[0].text += ' Somebody scored 777 points, which never happened.';
      content = JSON.stringify(script);
    }
    if (behaviour === 'name_fail') {
      // The first matchup addresses a team whose name must not be addressed (name-safety.ts).
      const script = standInScript(data.data);
      const name = data.data.teams.find((t) => t.nameClass !== 'plain' && t.nameClass !== 'bleeped')?.name;
      const seg = script.segments.find((x) => x.id.startsWith('matchup-'));
      if (name && seg) seg.text += ` Nice try, ${name}.`;
      content = JSON.stringify(script);
    }
    const completion = {
      id: `chatcmpl-standin-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: parsed.data.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal, annotations: [] }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1000, completion_tokens: 500, total_tokens: 1500 },
    };
    if (behaviour === 'slow') setTimeout(() => send(200, completion), opts.slowMs ?? 3_000);
    else send(200, completion);
  }

  function moderate(raw: unknown, send: Send, fail: Fail) {
    const parsed = ModerationRequest.safeParse(raw);
    if (!parsed.success) return fail(400, `Invalid request: ${parsed.error.issues[0].message}`);
    const inputs = Array.isArray(parsed.data.input) ? parsed.data.input : [parsed.data.input];
    const results = inputs.map((text) => {
      const flagged = flagNext || profanity.hasMatch(text);
      return {
        flagged,
        categories: { harassment: flagged, hate: false, violence: false, sexual: false },
        category_scores: { harassment: flagged ? 0.91 : 0.01, hate: 0, violence: 0, sexual: 0 },
      };
    });
    flagNext = false;
    send(200, { id: `modr-standin-${requests.length}`, model: parsed.data.model ?? 'omni-moderation-latest', results });
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    behave: (...next) => {
      for (const b of next) if (b === 'flagged') flagNext = true;
      queue.push(...next.filter((b) => b !== 'flagged'));
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
