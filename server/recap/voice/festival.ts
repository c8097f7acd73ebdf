// The offline voice: festival with the CMU SLT HTS voice (Debian festvox-us-slt-hts), the clearest
// of the Debian voices (see docs/script-and-voice.md). One festival process voices a whole batch
// of texts, so the voice loads once; festival's own word timings are kept for the captions.
import fs from 'node:fs/promises';
import path from 'node:path';
import { run } from './process';

export const FESTIVAL_VOICE = 'cmu_us_slt_arctic_hts';

export type FestivalClip = {
  wav: string;
  /** Per whitespace token of the input text (0-based): [start, end] in seconds. */
  tokenTimes: Map<number, [number, number]>;
};

/** Festival reads Latin-1 at best: accents off, anything else out; whitespace tokens kept 1:1. */
export function festivalText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[^\x20-\x7e\s]/g, '')
    .replace(/["\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function festivalSynthesize(texts: string[], workDir: string, voice = FESTIVAL_VOICE): Promise<FestivalClip[]> {
  if (!/^[a-z0-9_]+$/.test(voice)) throw new Error(`Bad festival voice name: ${voice}`);
  await fs.mkdir(workDir, { recursive: true });
  const wavs = texts.map((_, i) => path.join(workDir, `clip-${i}.wav`));
  const lines = [`(voice_${voice})`];
  texts.forEach((text, i) => {
    lines.push(
      `(set! utt (utt.synth (Utterance Text "${festivalText(text)}")))`,
      `(utt.save.wave utt "${wavs[i]}" 'riff)`,
      `(format t "CLIP\\t${i}\\n")`,
      `(mapcar (lambda (w) (format t "W\\t%s\\t%s\\t%s\\n" (item.feat w "R:Token.parent.id") (item.feat w "word_start") (item.feat w "word_end"))) (utt.relation.items utt 'Word))`,
    );
  });
  const script = path.join(workDir, 'voice.scm');
  await fs.writeFile(script, lines.join('\n'));
  const { stdout } = await run('festival', ['--batch', script], { timeoutMs: 60_000 + texts.length * 20_000 });
  const clips: FestivalClip[] = wavs.map((wav) => ({ wav, tokenTimes: new Map() }));
  let current = -1;
  for (const line of stdout.toString().split('\n')) {
    const [tag, a, b, c] = line.split('\t');
    if (tag === 'CLIP') current = Number(a);
    else if (tag === 'W' && current >= 0) {
      // Tokens are the first items festival makes: token id _k is the k-th whitespace token.
      const index = Number(a.replace(/^_/, '')) - 1;
      const [start, end] = [Number(b), Number(c)];
      if (!Number.isInteger(index) || index < 0 || !(end > 0)) continue;
      const prev = clips[current].tokenTimes.get(index);
      clips[current].tokenTimes.set(index, prev ? [prev[0], Math.max(prev[1], end)] : [start, end]);
    }
  }
  return clips;
}
