// Numbers as the screen shows them: two decimals for scores (the voice rounds, the screen doesn't).
export const points = (n: number): string => n.toFixed(2);
export const record = (w: number, l: number, t: number): string => (t > 0 ? `${w}-${l}-${t}` : `${w}-${l}`);
