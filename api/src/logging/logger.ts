import type { LogLevel } from '../config/config';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

/** Structured logs: one JSON object per line on stdout, for whatever collects them. */
export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const log = (at: Exclude<LogLevel, 'silent'>) => (msg: string, fields: LogFields = {}) => {
    if (ORDER[at] < ORDER[level]) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...serialize(fields) })}\n`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

function serialize(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] = value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
  }
  return out;
}
