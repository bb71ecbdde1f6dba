const fs = require("node:fs");
const path = require("node:path");

const DEFAULTS = {
  port: 3000,
  host: "127.0.0.1",
  logLevel: "info",
  db: {
    host: "localhost",
    port: 5432,
    pool: { min: 2, max: 10 },
  },
  features: {},
};

function resolvePath(file, cwd = process.cwd()) {
  if (path.isAbsolute(file)) return file;
  return path.resolve(cwd, file);
}

function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function mergeDefaults(defaults, overrides) {
  const result = { ...defaults };
  for (const [key, value] of Object.entries(overrides || {})) {
    if (isPlainObject(value) && isPlainObject(defaults[key])) {
      result[key] = mergeDefaults(defaults[key], value);
    } else if (value !== undefined) {
      result[key] = value;
    }
  }
  return result;
}

function validateConfig(config) {
  const errors = [];
  if (!Number.isInteger(config.port) || config.port <= 0) {
    errors.push(`port must be a positive integer, got ${config.port}`);
  }
  if (!["debug", "info", "warn", "error"].includes(config.logLevel)) {
    errors.push(`unknown logLevel "${config.logLevel}"`);
  }
  if (config.db.pool.min > config.db.pool.max) {
    errors.push("db.pool.min must not exceed db.pool.max");
  }
  return errors;
}

function loadConfig(file = process.env.APP_CONFIG || "config.json") {
  const fullPath = resolvePath(file);
  const raw = fs.existsSync(fullPath) ? JSON.parse(fs.readFileSync(fullPath, "utf8")) : {};
  const config = mergeDefaults(DEFAULTS, raw);
  const errors = validateConfig(config);
  if (errors.length > 0) {
    throw new Error(`invalid config in ${fullPath}:\n  ${errors.join("\n  ")}`);
  }
  return config;
}

module.exports = { DEFAULTS, loadConfig, resolvePath, mergeDefaults, validateConfig };
