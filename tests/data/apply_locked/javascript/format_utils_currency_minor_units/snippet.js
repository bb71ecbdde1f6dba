export function formatCurrency(amount, { locale = DEFAULT_LOCALE, currency = 'USD' } = {}) {
  const formatter = getFormatter(locale, {
    style: 'currency',
    currency,
  });
  return formatter.format(amount / 100);
}

// ... existing code ...
