/* Minimal structured logger: JSON lines in production, pretty output in development. */

export type LogLevel = "debug" | "info" | "warn" | "error";

export interface LoggerOptions {
  level: LogLevel;
  name: string;
  pretty?: boolean;
  bindings?: Record<string, unknown>;
}

const LEVELS: Record<LogLevel, number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
};

function resolveLevel(value: string | undefined, fallback: LogLevel = "info"): LogLevel {
  const normalized = value?.trim().toLowerCase();
  return normalized && normalized in LEVELS ? (normalized as LogLevel) : fallback;
}

const COLORS: Record<LogLevel, string> = {
  debug: "\x1b[90m",
  info: "\x1b[36m",
  warn: "\x1b[33m",
  error: "\x1b[31m",
};

export class Logger {
  private readonly threshold: number;

  constructor(private readonly options: LoggerOptions) {
    this.threshold = LEVELS[options.level];
  }

  child(bindings: Record<string, unknown>): Logger {
    return new Logger({ ...this.options, bindings: { ...this.options.bindings, ...bindings } });
  }

  debug(message: string, fields?: Record<string, unknown>): void {
    this.write("debug", message, fields);
  }

  info(message: string, fields?: Record<string, unknown>): void {
    this.write("info", message, fields);
  }

  warn(message: string, fields?: Record<string, unknown>): void {
    this.write("warn", message, fields);
  }

  error(message: string, fields?: Record<string, unknown>): void {
    this.write("error", message, fields);
  }

  private write(level: LogLevel, message: string, fields?: Record<string, unknown>): void {
    if (LEVELS[level] < this.threshold) return;
    const record = {
      time: new Date().toISOString(),
      level,
      name: this.options.name,
      message,
      ...this.options.bindings,
      ...fields,
    };
    const stream = level === "error" || level === "warn" ? process.stderr : process.stdout;
    if (this.options.pretty) {
      const extra = fields ? ` ${JSON.stringify(fields)}` : "";
      stream.write(`${COLORS[level]}${record.time} ${level.toUpperCase()}\x1b[0m [${record.name}] ${message}${extra}\n`);
    } else {
      stream.write(`${JSON.stringify(record)}\n`);
    }
  }
}

export const logger = new Logger({
  level: resolveLevel(process.env.LOG_LEVEL),
  name: process.env.SERVICE_NAME ?? "app",
  pretty: process.env.NODE_ENV !== "production",
});
