import { EventEmitter } from "events";
import { formatISO } from "date-fns";

export enum LogLevel {
  Debug = "debug",
  Info = "info",
  Notice = "notice",
  Warn = "warn",
  Error = "error",
  Fatal = "fatal",
}

export interface LogRecord {
  level: LogLevel;
  message: string;
  timestamp: Date;
  context?: Record<string, unknown>;
}

export interface LoggerOptions {
  minLevel?: LogLevel;
  colors?: boolean;
  name?: string;
}

const SEVERITY: Record<LogLevel, number> = {
  [LogLevel.Debug]: 10,
  [LogLevel.Info]: 20,
  [LogLevel.Notice]: 30,
  [LogLevel.Warn]: 40,
  [LogLevel.Error]: 50,
  [LogLevel.Fatal]: 60,
};

function colorFor(level: LogLevel): string {
  switch (level) {
    case LogLevel.Debug:
      return "\x1b[90m";
    case LogLevel.Info:
      return "\x1b[36m";
    case LogLevel.Notice:
      return "\x1b[34m";
    case LogLevel.Warn:
      return "\x1b[33m";
    case LogLevel.Error:
      return "\x1b[31m";
    case LogLevel.Fatal:
      return "\x1b[41m";
  }
}

export class Logger extends EventEmitter {
  private readonly minLevel: LogLevel;
  private readonly colors: boolean;
  private readonly name: string;

  constructor(options: LoggerOptions = {}) {
    super();
    this.minLevel = options.minLevel ?? LogLevel.Info;
    this.colors = options.colors ?? process.stdout.isTTY === true;
    this.name = options.name ?? "app";
  }

  debug(message: string, context?: Record<string, unknown>): void {
    this.log(LogLevel.Debug, message, context);
  }

  info(message: string, context?: Record<string, unknown>): void {
    this.log(LogLevel.Info, message, context);
  }

  notice(message: string, context?: Record<string, unknown>): void {
    this.log(LogLevel.Notice, message, context);
  }

  warn(message: string, context?: Record<string, unknown>): void {
    this.log(LogLevel.Warn, message, context);
  }

  error(message: string, context?: Record<string, unknown>): void {
    this.log(LogLevel.Error, message, context);
  }

  fatal(message: string, context?: Record<string, unknown>): void {
    this.log(LogLevel.Fatal, message, context);
  }

  private log(level: LogLevel, message: string, context?: Record<string, unknown>): void {
    if (SEVERITY[level] < SEVERITY[this.minLevel]) {
      return;
    }
    const record: LogRecord = { level, message, timestamp: new Date(), context };
    this.emit("record", record);
    process.stdout.write(this.format(record) + "\n");
  }

  private format(record: LogRecord): string {
    const time = formatISO(record.timestamp);
    const tag = record.level.toUpperCase().padEnd(6);
    const line = `${time} [${this.name}] ${tag} ${record.message}`;
    const extra = record.context ? " " + JSON.stringify(record.context) : "";
    if (!this.colors) {
      return line + extra;
    }
    return `${colorFor(record.level)}${line}\x1b[0m${extra}`;
  }
}

export const logger = new Logger();
