// The sound effects the project makes with sox (scripts/make-assets.ts, `assets/sfx/`).
export const SFX = { whoosh: 'sfx/whoosh.mp3', hit: 'sfx/hit.mp3', pop: 'sfx/pop.mp3' } as const;
export type SfxName = keyof typeof SFX;
