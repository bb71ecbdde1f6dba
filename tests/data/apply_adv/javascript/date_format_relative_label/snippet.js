function formatRelative(value, now = Date.now()) {
  const date = toDate(value);
  const diff = now - date.getTime();
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m ago`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h ago`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}d ago`;
  return new Date(now).getFullYear() === date.getFullYear() ? formatShortDate(date) : formatLongDate(date);
}

// ... rest of the file unchanged
