// ... keep existing code

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

// ... keep existing code

export const logger = new Logger({
  level: resolveLevel(process.env.LOG_LEVEL),
  name: process.env.SERVICE_NAME ?? "app",
  pretty: process.env.NODE_ENV !== "production",
});
