// ... existing code ...

export function formatDateTime(value, { locale = DEFAULT_LOCALE, timeZone = DEFAULT_TIME_ZONE } = {}) {
  return getFormatter(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(toDate(value));
}

// ... legacyFormatDate() and its @deprecated comment removed, nothing calls it anymore ...

export function formatRelative(value, now = new Date()) {
// ... rest of the file unchanged ...
