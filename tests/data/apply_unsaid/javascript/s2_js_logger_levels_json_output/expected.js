const LEVELS = {
  trace: 5,
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
};

const COLORS = {
  trace: "\x1b[2m",
  debug: "\x1b[90m",
  info: "\x1b[36m",
  warn: "\x1b[33m",
  error: "\x1b[31m",
};

const RESET = "\x1b[0m";

function currentLevel() {
  const name = (process.env.LOG_LEVEL || "info").toLowerCase();
  return LEVELS[name] ?? LEVELS.info;
}

function useJson() {
  return process.env.LOG_FORMAT === "json" || !process.stdout.isTTY;
}

function format(level, scope, message, args) {
  const time = new Date().toISOString();
  if (useJson()) {
    return JSON.stringify({ time, level, scope, message, args: args.length ? args : undefined });
  }
  const tag = scope ? `[${scope}] ` : "";
  return `${COLORS[level]}${time} ${level.toUpperCase()}${RESET} ${tag}${message}`;
}

function createLogger(scope) {
  const log = (level) => (message, ...args) => {
    if (LEVELS[level] < currentLevel()) {
      return;
    }
    const stream = level === "error" || level === "warn" ? console.error : console.log;
    if (useJson()) {
      stream(format(level, scope, message, args));
    } else {
      stream(format(level, scope, message, args), ...args);
    }
  };

  return {
    trace: log("trace"),
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
    child: (name) => createLogger(scope ? `${scope}:${name}` : name),
  };
}

module.exports = { createLogger, LEVELS };
