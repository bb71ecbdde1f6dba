const LEVELS = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
};

const COLORS = {
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

function format(level, scope, message) {
  const time = new Date().toISOString();
  const tag = scope ? `[${scope}] ` : "";
  return `${COLORS[level]}${time} ${level.toUpperCase()}${RESET} ${tag}${message}`;
}

function createLogger(scope) {
  const log = (level) => (message, ...args) => {
    if (LEVELS[level] < currentLevel()) {
      return;
    }
    const stream = level === "error" || level === "warn" ? console.error : console.log;
    stream(format(level, scope, message), ...args);
  };

  return {
    debug: log("debug"),
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
    child: (name) => createLogger(scope ? `${scope}:${name}` : name),
  };
}

module.exports = { createLogger, LEVELS };
