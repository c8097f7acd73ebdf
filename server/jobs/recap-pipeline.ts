// The production pipeline for workers: makeRecap (server/pipeline/make-recap.ts) with the settings
// made once from the config, its per-stage progress turned into one 0-100 figure for the dashboard.
import type { Config } from '../config';
import { makeRecap } from '../pipeline/make-recap';
import { overallPercent } from '../pipeline/progress';
import { pipelineSettings, type PipelineSettings } from '../pipeline/settings';
import type { RecapPipeline } from '../pipeline/contract';

export function recapPipeline(settings: PipelineSettings): RecapPipeline {
  return async (input) => {
    const out = await makeRecap(settings, {
      client: input.client,
      leagueId: input.leagueId,
      week: input.week,
      level: input.level,
      leagueContext: input.leagueContext,
      weeklyContext: input.weeklyContext,
      previousLines: input.previousLines,
      seasonLines: input.seasonLines,
      outDir: input.outDir,
      mediaBase: input.mediaBase,
      frameRange: input.frameRange,
      onProgress: (stage, fraction) => input.onProgress(stage, overallPercent(stage, fraction)),
    });
    return { ...out, spokenLines: out.script.segments.map((s) => s.text) };
  };
}

/** The settings are read once here, for every recap the worker makes. */
export async function loadRecapPipeline(config: Config): Promise<RecapPipeline> {
  return recapPipeline(await pipelineSettings(config));
}
