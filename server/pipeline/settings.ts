// Everything the recap pipeline takes from the config, read once into one object: the pipeline
// itself never reads the environment, so a worker, a script and a test each say what they use.
import path from 'node:path';
import type { Config } from '../config';
import type { WriteScriptOptions } from '../recap/script/index';
import type { VoiceOptions } from '../recap/voice/index';
import { faceSource, type FacesOptions } from '../render/faces';
import { renderSettingsFrom, type RenderSettings } from '../render/renderer';

export type PipelineSettings = {
  script: Pick<WriteScriptOptions, 'writer' | 'openai'>;
  voice: Pick<VoiceOptions, 'engine' | 'googleEndpoint'>;
  /** Sleeper's image CDN and the faces cache shared across recaps; null: no faces (silhouettes). */
  faces: Required<Pick<FacesOptions, 'cdnUrl' | 'cacheScope' | 'cacheDir'>> | null;
  render: RenderSettings;
};

type PipelineConfig = Pick<
  Config,
  | 'SCRIPT_WRITER'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'OPENAI_TIMEOUT_MS'
  | 'VOICE_ENGINE'
  | 'GOOGLE_TTS_ENDPOINT'
  | 'SLEEPER_CDN_URL'
  | 'SLEEPER_CDN_CACHE_SCOPE'
  | 'DATA_DIR'
  | 'CHROMIUM_EXECUTABLE'
  | 'RENDER_CONCURRENCY'
>;

export function pipelineSettings(config: PipelineConfig): PipelineSettings {
  const openai =
    config.SCRIPT_WRITER === 'openai' && config.OPENAI_API_KEY
      ? { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS }
      : undefined;
  const faces = { ...faceSource(config), cacheDir: path.join(config.DATA_DIR, 'cache', 'faces') };
  return {
    script: { writer: config.SCRIPT_WRITER, openai },
    voice: { engine: config.VOICE_ENGINE, googleEndpoint: config.GOOGLE_TTS_ENDPOINT },
    faces,
    render: renderSettingsFrom(config),
  };
}
