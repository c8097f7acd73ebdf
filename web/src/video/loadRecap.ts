// Fetches and validates the RecapProps a video was rendered with (or the landing sample).
import { RecapProps } from '../../../src/props';
import { requestRaw } from '../lib/http';

export const DEMO_PROPS_URL = '/demo/recap-props.json';
/** The shipped demo clips are served from the site root (Vite copies assets/ into web/dist). */
export const DEMO_MEDIA_BASE = '/demo';

/** The API wraps props as { success, id, props }; the shipped demo file is the props alone. */
export function unwrapProps(raw: unknown): unknown {
  if (raw && typeof raw === 'object' && 'props' in raw && 'success' in raw) return (raw as { props: unknown }).props;
  return raw;
}

export async function loadRecap(url: string, mediaBase?: string): Promise<RecapProps> {
  const parsed = RecapProps.parse(unwrapProps(await requestRaw(url)));
  return mediaBase === undefined ? parsed : { ...parsed, mediaBase };
}
