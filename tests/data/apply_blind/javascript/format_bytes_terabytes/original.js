"use strict";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function pluralize(count, singular, plural = `${singular}s`) {
  return `${count} ${count === 1 ? singular : plural}`;
}

function formatBytes(bytes, decimals = 1) {
  if (!Number.isFinite(bytes) || bytes < 0) return "–";
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(decimals)} ${units[unit]}`;
}

function formatDuration(ms) {
  if (!Number.isFinite(ms) || ms < 0) return "–";
  if (ms < SECOND) return `${Math.round(ms)} ms`;
  if (ms < MINUTE) return `${(ms / SECOND).toFixed(1)} s`;
  const minutes = Math.floor(ms / MINUTE);
  const seconds = Math.round((ms % MINUTE) / SECOND);
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`;
}

function formatRelativeTime(date, now = new Date()) {
  const diff = now.getTime() - new Date(date).getTime();
  if (diff < MINUTE) return "just now";
  if (diff < HOUR) return `${pluralize(Math.floor(diff / MINUTE), "minute")} ago`;
  if (diff < DAY) return `${pluralize(Math.floor(diff / HOUR), "hour")} ago`;
  if (diff < 7 * DAY) return `${pluralize(Math.floor(diff / DAY), "day")} ago`;
  return new Date(date).toLocaleDateString();
}

function formatCurrency(cents, currency = "USD", locale = "en-US") {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}

module.exports = {
  pluralize,
  formatBytes,
  formatDuration,
  formatRelativeTime,
  formatCurrency,
};
