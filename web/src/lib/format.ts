// Display formats. Pure.

/** 'September 5, 2025' (in UTC, so a stored date shows the same day everywhere). */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

// The card's "m:ss" comes from the server already formatted (one shared schema and formatter).
export { formatDuration } from '../../../src/api/video';

export const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);
