const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function toDate(value) {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  return new Date(Date.parse(value));
}

function formatShortDate(value) {
  const date = toDate(value);
  return shortDate.format(date);
}

function formatLongDate(value) {
  const date = toDate(value);
  return longDate.format(date);
}

function formatTime(value) {
  const date = toDate(value);
  return timeOfDay.format(date);
}

function formatRelative(value, now = Date.now()) {
  const date = toDate(value);
  const diff = now - date.getTime();
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m ago`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h ago`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}d ago`;
  return new Date(now).getFullYear() === date.getFullYear() ? formatShortDate(date) : formatLongDate(date);
}

function formatDuration(ms) {
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (hours === 0) return `${minutes}m`;
  return `${hours}h ${minutes}m`;
}

function formatRange(start, end) {
  const from = toDate(start);
  const to = toDate(end);
  if (from.toDateString() === to.toDateString()) {
    return `${formatShortDate(from)}, ${formatTime(from)} – ${formatTime(to)}`;
  }
  return `${formatShortDate(from)} – ${formatShortDate(to)}`;
}

module.exports = {
  formatShortDate,
  formatLongDate,
  formatTime,
  formatRelative,
  formatDuration,
  formatRange,
};
