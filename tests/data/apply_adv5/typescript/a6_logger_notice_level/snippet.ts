// ... keep existing code

export enum LogLevel {
  Debug = "debug",
  Info = "info",
  Notice = "notice",
  Warn = "warn",
  Error = "error",
  Fatal = "fatal",
}

// ... keep existing code

const SEVERITY: Record<LogLevel, number> = {
  [LogLevel.Debug]: 10,
  [LogLevel.Info]: 20,
  [LogLevel.Notice]: 30,
  [LogLevel.Warn]: 40,
  // ... keep existing code
};

function colorFor(level: LogLevel): string {
  switch (level) {
    // ... keep existing code
    case LogLevel.Info:
      return "\x1b[36m";
    case LogLevel.Notice:
      return "\x1b[34m";
    case LogLevel.Warn:
      return "\x1b[33m";
    // ... keep existing code
  }
}

export class Logger extends EventEmitter {
  // ... keep existing code

  info(message: string, context?: Record<string, unknown>): void {
    this.log(LogLevel.Info, message, context);
  }

  notice(message: string, context?: Record<string, unknown>): void {
    this.log(LogLevel.Notice, message, context);
  }

  // ... keep existing code

  private format(record: LogRecord): string {
    const time = formatISO(record.timestamp);
    const tag = record.level.toUpperCase().padEnd(6);
    // ... keep existing code
  }
}

// ... keep existing code
