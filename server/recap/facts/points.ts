// Points arrive as floats with noise (12.340000000000002): every fact is rounded to 2 places,
// and comparisons are made in whole hundredths so that equal scores really tie.

export const round2 = (n: number): number => Math.round(n * 100) / 100;

export const hundredths = (n: number): number => Math.round(n * 100);
