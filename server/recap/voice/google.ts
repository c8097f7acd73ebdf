// Google Cloud Text-to-Speech through the official SDK (v1beta1, for <mark> timepoints) over its
// REST transport. Each word gets a <mark/> before it, so captions get Google's own word times.
// Requests stay under the API's 5,000-byte limit: long texts are split at sentence ends and the
// chunks' audio joined.
import { protos, v1beta1 } from '@google-cloud/text-to-speech';
import { pcmToWav, readWavInfo } from './wav';
import type { WordTiming } from './schema';
import { captionWords, fillTimings } from './timing';

type ClientOptions = NonNullable<ConstructorParameters<typeof v1beta1.TextToSpeechClient>[0]>;

export const GOOGLE_DEFAULT_VOICE = 'en-US-Neural2-D';
/** The API refuses more than 5,000 bytes of input; stay well under it with the SSML markup. */
export const MAX_SSML_BYTES = 4_800;
const SAMPLE_RATE = 48_000;

export type GoogleSynth = { wav: Buffer; words: WordTiming[]; requests: number };

/**
 * A client for Google's endpoint (credentials from the environment, as Google's libraries
 * expect) or for a local stand-in at http://host:port (a local token, never sent to Google).
 */
export function googleClient(endpoint?: string): v1beta1.TextToSpeechClient {
  if (!endpoint) return new v1beta1.TextToSpeechClient({ fallback: 'rest' });
  const url = new URL(/^https?:\/\//.test(endpoint) ? endpoint : `https://${endpoint}`);
  const local = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname);
  const opts: ClientOptions = {
    fallback: 'rest',
    apiEndpoint: url.hostname,
    port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
  if (local) opts.authClient = localAuth as unknown as ClientOptions['authClient'];
  return new v1beta1.TextToSpeechClient(opts);
}

/** What gax asks of an auth client on the REST transport: headers, and a fetch that adds them. */
const localAuth = {
  universeDomain: 'googleapis.com',
  async getRequestHeaders(): Promise<Headers> {
    return new Headers({ authorization: 'Bearer local-stand-in' });
  },
  async fetch(url: string, init: RequestInit & { headers?: Headers }): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', 'Bearer local-stand-in');
    return fetch(url, { method: init.method, body: init.body, headers, signal: init.signal });
  },
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** SSML with a mark before every word: <mark name="w12"/> precedes word 12. */
export function wordsToSsml(words: string[], firstIndex: number): string {
  return `<speak>${words.map((w, i) => `<mark name="w${firstIndex + i}"/>${escapeXml(w)}`).join(' ')}</speak>`;
}

/** Split words into chunks whose SSML stays under the byte limit, preferring sentence ends. */
export function chunkWords(words: string[], maxBytes = MAX_SSML_BYTES): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let lastSentenceEnd = -1;
  for (const w of words) {
    current.push(w);
    if (Buffer.byteLength(wordsToSsml(current, 99_999)) > maxBytes) {
      // Cut at the last sentence end before this word, else just before it.
      const cut = lastSentenceEnd > 0 ? lastSentenceEnd : current.length - 1;
      chunks.push(current.slice(0, cut));
      current = current.slice(cut);
      lastSentenceEnd = -1;
      current.slice(0, -1).forEach((x, k) => {
        if (/[.!?]$/.test(x)) lastSentenceEnd = k + 1;
      });
    }
    if (/[.!?]$/.test(w)) lastSentenceEnd = current.length;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

export async function googleSynthesize(client: v1beta1.TextToSpeechClient, text: string, voice: string): Promise<GoogleSynth> {
  const words = captionWords(text);
  const languageCode = voice.split('-').slice(0, 2).join('-') || 'en-US';
  const pcm: Buffer[] = [];
  const anchors = new Map<number, [number, number]>();
  let offset = 0;
  let index = 0;
  let requests = 0;
  for (const chunk of chunkWords(words)) {
    const [res] = await client.synthesizeSpeech({
      input: { ssml: wordsToSsml(chunk, index) },
      voice: { languageCode, name: voice },
      audioConfig: { audioEncoding: 'LINEAR16', sampleRateHertz: SAMPLE_RATE },
      enableTimePointing: [protos.google.cloud.texttospeech.v1beta1.SynthesizeSpeechRequest.TimepointType.SSML_MARK],
    });
    requests++;
    if (!res.audioContent || typeof res.audioContent === 'string') throw new Error('Google TTS returned no audio');
    const audio = Buffer.from(res.audioContent);
    // LINEAR16 answers carry a WAV header; join the raw samples of every chunk.
    const info = readWavInfo(audio);
    if (info.sampleRate !== SAMPLE_RATE || info.channels !== 1 || info.bitsPerSample !== 16) {
      throw new Error(`Google TTS returned ${info.sampleRate} Hz, ${info.channels} channels, ${info.bitsPerSample} bit; expected 48 kHz mono 16 bit`);
    }
    pcm.push(audio.subarray(info.dataOffset, info.dataOffset + info.dataBytes));
    const marks = (res.timepoints ?? [])
      .map((t) => ({ i: Number(/^w(\d+)$/.exec(t.markName ?? '')?.[1]), at: Number(t.timeSeconds ?? 0) }))
      .filter((m) => Number.isInteger(m.i))
      .sort((a, b) => a.i - b.i);
    marks.forEach((m, k) => {
      const end = k + 1 < marks.length ? marks[k + 1].at : info.durationSeconds;
      anchors.set(m.i, [offset + m.at, offset + end]);
    });
    offset += info.durationSeconds;
    index += chunk.length;
  }
  const joined = Buffer.concat(pcm);
  return { wav: pcmToWav(joined, SAMPLE_RATE), words: fillTimings(words, anchors, offset), requests };
}
