const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/**
 * Formats a date using Intl.DateTimeFormat.
 * @param {Date|string|number} value
 * @param {string} [locale]
 */
export function formatDate(value, locale = "en-US") {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
  }).format(date);
}

/**
 * Formats a duration in milliseconds as "1d 2h 3m".
 * @param {number} ms
 */
export function formatDuration(ms) {
  if (ms < MS_PER_MINUTE) {
    return `${Math.round(ms / MS_PER_SECOND)}s`;
  }
  const days = Math.floor(ms / MS_PER_DAY);
  const hours = Math.floor((ms % MS_PER_DAY) / MS_PER_HOUR);
  const minutes = Math.floor((ms % MS_PER_HOUR) / MS_PER_MINUTE);
  return [days && `${days}d`, hours && `${hours}h`, minutes && `${minutes}m`]
    .filter(Boolean)
    .join(" ");
}

/**
 * Returns a short relative description such as "3 days ago".
 * @param {Date|string|number} value
 * @param {Date} [now]
 */
export function timeAgo(value, now = new Date()) {
  const date = value instanceof Date ? value : new Date(value);
  const diff = now.getTime() - date.getTime();
  const rtf = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  if (Math.abs(diff) < MS_PER_HOUR) {
    return rtf.format(-Math.round(diff / MS_PER_MINUTE), "minute");
  }
  if (Math.abs(diff) < MS_PER_DAY) {
    return rtf.format(-Math.round(diff / MS_PER_HOUR), "hour");
  }
  return rtf.format(-Math.round(diff / MS_PER_DAY), "day");
}

export function isSameDay(a, b) {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}
