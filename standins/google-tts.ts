// A local stand-in for Google Cloud Text-to-Speech: a real HTTP server answering the REST API the
// SDK's REST transport calls (POST /v1beta1/text:synthesize and /v1/text:synthesize), with real
// audio spoken by espeak-ng, LINEAR16 WAV at the requested rate, and a timepoint for every
// <mark/> of the SSML. Like Google's, the timepoints are true: each marked stretch of words is
// spoken on its own and the pieces joined, so a mark's time is where its word starts in the audio.
// Like Google, it refuses input over 5,000 bytes and requests without a token.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { run } from '../server/recap/voice/process';
import { pcmToWav, readWavInfo } from '../server/recap/voice/wav';

const SynthesizeRequest = z.object({
  input: z.object({ text: z.string().optional(), ssml: z.string().optional() }),
  voice: z.object({ languageCode: z.string().optional(), name: z.string().optional() }).optional(),
  audioConfig: z.object({ audioEncoding: z.union([z.string(), z.number()]).optional(), sampleRateHertz: z.number().optional() }).optional(),
  enableTimePointing: z.array(z.union([z.string(), z.number()])).optional(),
});

export type GoogleTtsStandIn = {
  /** host:port, for GOOGLE_TTS_ENDPOINT (with http:// in front for the client). */
  endpoint: string;
  url: string;
  requests: { path: string; bytes: number; body: z.infer<typeof SynthesizeRequest> }[];
  close(): Promise<void>;
};

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Words of the SSML in order, each with the mark right before it (if any). */
export function ssmlWords(ssml: string): { word: string; mark: string | null }[] {
  const out: { word: string; mark: string | null }[] = [];
  let mark: string | null = null;
  for (const part of ssml.split(/(<[^>]+>)/)) {
    if (part.startsWith('<')) {
      const m = /^<mark\s+name="([^"]*)"\s*\/?>$/.exec(part);
      if (m) mark = m[1];
      continue;
    }
    for (const w of decode(part).split(/\s+/).filter(Boolean)) {
      out.push({ word: w, mark });
      mark = null;
    }
  }
  return out;
}

/**
 * Speak the words with espeak-ng, one piece per mark (a marked word and any unmarked words after
 * it), joined with a short pause after sentence and clause ends; each mark's time is its piece's start.
 */
async function speakPieces(words: { word: string; mark: string | null }[]): Promise<{ wav: Buffer; marks: { markName: string; timeSeconds: number }[] }> {
  const pieces: { mark: string | null; text: string[] }[] = [];
  for (const w of words) {
    if (w.mark !== null || !pieces.length) pieces.push({ mark: w.mark, text: [] });
    pieces.at(-1)!.text.push(w.word);
  }
  const pcm: Buffer[] = new Array(pieces.length);
  let rate = 0;
  let next = 0;
  const lane = async () => {
    while (next < pieces.length) {
      const k = next++;
      // Text on stdin, so a word like "-5" is never read as an option.
      const out = (await run('espeak-ng', ['-v', 'en-us', '-z', '--stdout', '--stdin'], { input: pieces[k].text.join(' ') })).stdout;
      const info = readWavInfo(out);
      rate = info.sampleRate;
      const last = pieces[k].text.at(-1)!;
      const pause = /[.!?]$/.test(last) ? 0.3 : /[,;:]$/.test(last) ? 0.15 : 0;
      pcm[k] = Buffer.concat([out.subarray(info.dataOffset, info.dataOffset + (info.dataBytes & ~1)), Buffer.alloc(2 * Math.round(pause * info.sampleRate))]);
    }
  };
  await Promise.all([lane(), lane()]);
  const marks: { markName: string; timeSeconds: number }[] = [];
  let at = 0;
  pieces.forEach((p, k) => {
    if (p.mark !== null) marks.push({ markName: p.mark, timeSeconds: at / 2 / rate });
    at += pcm[k].length;
  });
  return { wav: pcmToWav(Buffer.concat(pcm), rate), marks };
}

export async function startGoogleTtsStandIn(opts: { port?: number } = {}): Promise<GoogleTtsStandIn> {
  const requests: GoogleTtsStandIn['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void answer(req, Buffer.concat(chunks)).then(
        ({ status, body }) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        },
        (err: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { code: 500, message: String(err), status: 'INTERNAL' } }));
        },
      );
    });
  });
  const error = (code: number, status: string, message: string) => ({ status: code, body: { error: { code, message, status } } });

  async function answer(req: http.IncomingMessage, raw: Buffer): Promise<{ status: number; body: unknown }> {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method !== 'POST' || !/^\/(v1|v1beta1)\/text:synthesize$/.test(path)) return error(404, 'NOT_FOUND', `No route ${req.method} ${path}`);
    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) return error(401, 'UNAUTHENTICATED', 'Request is missing a valid access token.');
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return error(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const parsed = SynthesizeRequest.safeParse(json);
    if (!parsed.success) return error(400, 'INVALID_ARGUMENT', parsed.error.issues[0].message);
    const body = parsed.data;
    requests.push({ path, bytes: raw.length, body });
    const input = body.input.ssml ?? body.input.text ?? '';
    if (Buffer.byteLength(input) > 5000) return error(400, 'INVALID_ARGUMENT', 'Either `input.text` or `input.ssml` is longer than the limit of 5000 bytes.');
    const words = body.input.ssml
      ? ssmlWords(body.input.ssml)
      : (body.input.text ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((word) => ({ word, mark: null }));
    if (words.length === 0) return error(400, 'INVALID_ARGUMENT', 'No text to synthesize.');
    const rate = body.audioConfig?.sampleRateHertz ?? 24000;
    const pieces = await speakPieces(words);
    const wav = (
      await run('sox', ['-t', 'wav', '-', '-t', 'wav', '-r', String(rate), '-c', '1', '-b', '16', '-e', 'signed-integer', '-'], { input: pieces.wav })
    ).stdout;
    const info = readWavInfo(wav);
    // Sox writes a streaming header; rewrite it with real sizes, as Google's answers have.
    const fixed = Buffer.from(wav);
    fixed.writeUInt32LE(fixed.length - 8, 4);
    fixed.writeUInt32LE(info.dataBytes, info.dataOffset - 4);
    const pointing = (body.enableTimePointing ?? []).some((t) => t === 'SSML_MARK' || t === 1);
    const timepoints = pointing ? pieces.marks : [];
    return { status: 200, body: { audioContent: fixed.toString('base64'), timepoints, audioConfig: body.audioConfig ?? {} } };
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
