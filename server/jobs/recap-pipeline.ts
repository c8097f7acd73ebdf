// The production pipeline for workers: makeRecap (server/recap/pipeline.ts) with the configured
// script writer and voice, its per-stage progress turned into one 0-100 figure for the dashboard.
import type { Config } from '../config';
import { makeRecap, type RecapStage } from '../recap/pipeline';
import type { RecapPipeline } from './worker';

/** Share of the whole job each stage covers, from measured runs (the render dominates). */
const STAGE_SPAN: Record<RecapStage, [number, number]> = {
  facts: [0, 3],
  script: [3, 6],
  voice: [6, 25],
  avatars: [25, 27],
  render: [27, 99],
  done: [100, 100],
};

/** Overall percent from a stage and its own progress (0-1). */
export function overallPercent(stage: RecapStage, fraction: number): number {
  const [from, to] = STAGE_SPAN[stage];
  const f = Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 0));
  return Math.round((from + (to - from) * f) * 10) / 10;
}

export function recapPipeline(config: Config): RecapPipeline {
  const openai =
    config.SCRIPT_WRITER === 'openai' && config.OPENAI_API_KEY
      ? { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS }
      : undefined;
  return async (input) => {
    const out = await makeRecap({
      client: input.client,
      leagueId: input.leagueId,
      week: input.week,
      level: input.level,
      leagueContext: input.leagueContext,
      weeklyContext: input.weeklyContext,
      previousLines: input.previousLines,
      writer: config.SCRIPT_WRITER,
      openai,
      voiceEngine: config.VOICE_ENGINE,
      outDir: input.outDir,
      mediaBase: input.mediaBase,
      onProgress: (stage, fraction) => input.onProgress(stage, overallPercent(stage, fraction)),
    });
    return out;
  };
}

/** Kept async for callers that load it at start (scripts/worker.ts, the server, the benchmark). */
export async function loadRecapPipeline(config: Config): Promise<RecapPipeline> {
  return recapPipeline(config);
}
