// Look of the recap: a few flat colours, two shipped fonts, and the phone-safe layout.
export const COLORS = {
  ink: '#0b0d17',
  paper: '#ffffff',
  muted: '#c9cede',
  accent: '#ffd23f',
  win: '#2ee59d',
  loss: '#ff5d73',
  panel: '#161a2e',
  panelEdge: '#2a3052',
} as const;

/**
 * One line cut with an ellipsis, never wrapped: names members typed can be 64 characters. Isolated,
 * so a right-to-left name does not reorder the text around it.
 */
export const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', unicodeBidi: 'isolate' } as const;

export const DISPLAY_FONT = "Anton, 'Noto Color Emoji', sans-serif";
export const TEXT_FONT = "Inter, 'Noto Color Emoji', sans-serif";

/** Social apps draw their own buttons here: keep faces and text out. */
export const SAFE = { top: 220, bottom: 380, side: 64 } as const;
/** Where scenes put their content; captions live below it. */
export const CONTENT = { top: SAFE.top, bottom: 1920 - 640 } as const;
export const CAPTION_BOX = { top: 1920 - 600, height: 210 } as const;

/** Stable, high-contrast team colours (readable with white text). */
export const TEAM_PALETTE = [
  '#e63946',
  '#1d75de',
  '#2a9d5c',
  '#8e44ad',
  '#e67e22',
  '#0f9fa8',
  '#c2185b',
  '#5d6d7e',
  '#b8860b',
  '#3f51b5',
  '#d35400',
  '#16a085',
  '#7b1fa2',
  '#2e7d32',
  '#ad1457',
  '#455a64',
] as const;
