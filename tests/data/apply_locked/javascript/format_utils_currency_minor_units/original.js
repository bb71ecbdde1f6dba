import { differenceInCalendarDays, format, parseISO } from 'date-fns';

const DEFAULT_LOCALE = 'en-US';

const numberFormatters = new Map();

function getFormatter(locale, options) {
  const key = `${locale}:${JSON.stringify(options)}`;
  if (!numberFormatters.has(key)) {
    numberFormatters.set(key, new Intl.NumberFormat(locale, options));
  }
  return numberFormatters.get(key);
}

export function formatNumber(value, { locale = DEFAULT_LOCALE, digits = 0 } = {}) {
  const formatter = getFormatter(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatter.format(value);
}

export function formatCurrency(amount, { locale = DEFAULT_LOCALE, currency = 'USD' } = {}) {
  const formatter = getFormatter(locale, {
    style: 'currency',
    currency,
  });
  return formatter.format(amount);
}

export function formatPercent(value, { locale = DEFAULT_LOCALE, digits = 1 } = {}) {
  const formatter = getFormatter(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatter.format(value);
}

export function formatCompact(value, { locale = DEFAULT_LOCALE } = {}) {
  const formatter = getFormatter(locale, {
    notation: 'compact',
    compactDisplay: 'short',
  });
  return formatter.format(value);
}

export function formatDate(isoString, pattern = 'MMM d, yyyy') {
  if (!isoString) {
    return '';
  }
  return format(parseISO(isoString), pattern);
}

export function formatRelativeDay(isoString, now = new Date()) {
  const days = differenceInCalendarDays(now, parseISO(isoString));
  if (days === 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return `${days} days ago`;
  return formatDate(isoString);
}

export function pluralize(count, singular, plural = `${singular}s`) {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
