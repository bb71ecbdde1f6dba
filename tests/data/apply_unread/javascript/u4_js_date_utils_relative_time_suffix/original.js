'use strict';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const MONTHS = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun',
  'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

function pad(value, width = 2) {
  return String(value).padStart(width, '0');
}

function toDate(input) {
  if (input instanceof Date) {
    return input;
  }
  const date = new Date(input);
  if (Number.isNaN(date.getTime())) {
    throw new TypeError(`Invalid date: ${input}`);
  }
  return date;
}

function formatRelative(input, now = new Date()) {
  const date = toDate(input);
  const diff = now.getTime() - date.getTime();
  if (diff < MINUTE) {
    return 'just now';
  }
  let value;
  let unit;
  if (diff < HOUR) {
    value = Math.floor(diff / MINUTE);
    unit = 'minute';
  } else if (diff < DAY) {
    value = Math.floor(diff / HOUR);
    unit = 'hour';
  } else if (diff < WEEK) {
    value = Math.floor(diff / DAY);
    unit = 'day';
  } else {
    return formatShort(date);
  }
  return `${value} ${unit}`;
}

function formatShort(input) {
  const date = toDate(input);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

function formatTime(input, { seconds = false } = {}) {
  const date = toDate(input);
  const base = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return seconds ? `${base}:${pad(date.getSeconds())}` : base;
}

function formatIso(input) {
  const date = toDate(input);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function formatDuration(ms) {
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const secs = Math.floor((ms % MINUTE) / 1000);
  if (hours > 0) {
    return `${hours}h ${pad(minutes)}m`;
  }
  return `${minutes}m ${pad(secs)}s`;
}

module.exports = {
  formatRelative,
  formatShort,
  formatTime,
  formatIso,
  formatDuration,
};
