export function formatDuration(ms) {
  const parts = [];
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const secs = Math.floor((ms % MINUTE) / SECOND);
  if (days) parts.push(`${days}d`);
  if (hours) parts.push(`${hours}h`);
  if (minutes) parts.push(`${minutes}m`);
  if (secs) parts.push(`${secs}s`);
  return parts.length > 0 ? parts.join(' ') : '0s';
}

// ... existing code ...
