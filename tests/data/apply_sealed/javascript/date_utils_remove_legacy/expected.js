import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from "../config/i18n.js";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatterCache = new Map();

function getFormatter(locale, options) {
  const key = `${locale}|${JSON.stringify(options)}`;
  if (!formatterCache.has(key)) {
    formatterCache.set(key, new Intl.DateTimeFormat(locale, options));
  }
  return formatterCache.get(key);
}

export function toDate(value) {
  if (value instanceof Date) return value;
  if (typeof value === "number") return new Date(value);
  if (typeof value === "string") {
    const parsed = new Date(value);
    if (Number.isNaN(parsed.getTime())) {
      throw new TypeError(`invalid date string: ${value}`);
    }
    return parsed;
  }
  throw new TypeError(`cannot convert ${typeof value} to a date`);
}

export function formatDate(value, { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE } = {}) {
  return getFormatter(locale, { dateStyle: "medium", timeZone }).format(toDate(value));
}

export function formatDateTime(value, { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE } = {}) {
  return getFormatter(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(toDate(value));
}

export function formatRelative(value, now = new Date()) {
  const diff = toDate(value).getTime() - toDate(now).getTime();
  const abs = Math.abs(diff);
  const rtf = new Intl.RelativeTimeFormat(DEFAULT_LOCALE, { numeric: "auto" });
  if (abs < HOUR) return rtf.format(Math.round(diff / MINUTE), "minute");
  if (abs < DAY) return rtf.format(Math.round(diff / HOUR), "hour");
  return rtf.format(Math.round(diff / DAY), "day");
}

export function startOfDay(value) {
  const date = new Date(toDate(value));
  date.setHours(0, 0, 0, 0);
  return date;
}

export function addDays(value, days) {
  const date = new Date(toDate(value));
  date.setDate(date.getDate() + days);
  return date;
}

export function isSameDay(a, b) {
  return startOfDay(a).getTime() === startOfDay(b).getTime();
}
