/**
 * Small formatting helpers shared by the upload dashboard.
 */

const BYTE_UNITS = ["B", "KB", "MB", "GB", "TB"];
const RATE_UNITS = ["B/s", "KB/s", "MB/s", "GB/s"];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export function formatDuration(ms) {
  if (!Number.isFinite(ms) || ms < 0) {
    return "--";
  }
  const hours = Math.floor(ms / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const seconds = Math.floor((ms % MINUTE) / SECOND);
  const parts = [];
  if (hours) parts.push(`${hours}h`);
  if (minutes || hours) parts.push(`${minutes}m`);
  parts.push(`${seconds}s`);
  return parts.join(" ");
}

export function formatBytes(bytes) {
  if (!Number.isFinite(bytes) || bytes < 0) {
    return "--";
  }
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${BYTE_UNITS[unit]}`;
}

export function formatRate(bytesPerSecond) {
  if (!Number.isFinite(bytesPerSecond) || bytesPerSecond < 0) {
    return "--";
  }
  let value = bytesPerSecond;
  let unit = 0;
  while (value >= 1024 && unit < RATE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${RATE_UNITS[unit]}`;
}

export function formatPercent(done, total) {
  if (!total) {
    return "0%";
  }
  const pct = Math.min(100, (done / total) * 100);
  return `${pct.toFixed(pct < 10 ? 1 : 0)}%`;
}

export function formatEta(done, total, bytesPerSecond) {
  if (!bytesPerSecond || done >= total) {
    return "";
  }
  const remaining = ((total - done) / bytesPerSecond) * SECOND;
  return `${formatDuration(remaining)} left`;
}

export function formatProgressLine(upload) {
  const { done, total, rate, name } = upload;
  return [
    name,
    `${formatBytes(done)} / ${formatBytes(total)}`,
    formatPercent(done, total),
    formatRate(rate),
    formatEta(done, total, rate),
  ]
    .filter(Boolean)
    .join(" · ");
}
