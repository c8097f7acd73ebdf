// What a caught value says, for a log line or an answer: an Error's message, anything else as text.
export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));
