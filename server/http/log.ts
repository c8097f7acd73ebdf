// Structured logs: one JSON object a line, so a log collector can index them without parsing.
import type { Config } from '../config';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = {
  [L in LogLevel]: (msg: string, fields?: Record<string, unknown>) => void;
};

const RANK: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function createLogger(level: Config['LOG_LEVEL'], write: (line: string) => void = (l) => process.stdout.write(l + '\n')): Logger {
  const at =
    (l: LogLevel) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (RANK[l] < RANK[level]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level: l, msg, ...fields }));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
