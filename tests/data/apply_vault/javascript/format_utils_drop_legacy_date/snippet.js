// ... existing code ...

export function formatDate(date, locale = 'en-US') {
  const d = date instanceof Date ? date : new Date(date);
  return d.toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

export function formatRelative(date, now = Date.now()) {
  // ... existing code ...
}

// ... existing code ...
