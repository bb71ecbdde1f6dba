const MONTHS = [
  "Jan", "Feb", "Mar", "Apr", "May", "Jun",
  "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

function pad(value, width = 2) {
  return String(value).padStart(width, "0");
}

function toDate(input) {
  if (input instanceof Date) return input;
  if (typeof input === "number") return new Date(input);
  return new Date(Date.parse(input));
}

function formatIsoDate(input) {
  const d = toDate(input);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function formatShortDate(input) {
  const d = toDate(input);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

function formatTime(input) {
  const d = toDate(input);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

function formatDuration(ms) {
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) {
    return `${hours}h ${pad(minutes)}m`;
  }
  return `${minutes}m ${pad(seconds)}s`;
}

function relativeTime(input, now = Date.now()) {
  const diff = now - toDate(input).getTime();
  const minutes = Math.round(diff / 60000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  return `${days} d ago`;
}

module.exports = {
  formatIsoDate,
  formatShortDate,
  formatTime,
  formatDuration,
  relativeTime,
};
