import { PROPERTY_TYPES, DEFAULT_PAGE_SIZE } from './constants.js';

const SORT_FIELDS = {
  newest: { field: 'listedAt', direction: 'desc' },
  price_asc: { field: 'askingPrice', direction: 'asc' },
  price_desc: { field: 'askingPrice', direction: 'desc' },
  size: { field: 'floorAreaSqm', direction: 'desc' },
};

export function normalizePriceRange(min, max) {
  const lo = Number.isFinite(Number(min)) ? Math.max(0, Number(min)) : null;
  const hi = Number.isFinite(Number(max)) ? Number(max) : null;
  if (lo !== null && hi !== null && lo > hi) {
    return { min: hi, max: lo };
  }
  return { min: lo, max: hi };
}

export function buildSearchQuery(filters) {
  const query = { page: 1, pageSize: DEFAULT_PAGE_SIZE };
  if (filters.location) {
    query.location = filters.location.trim();
  }
  if (filters.types && filters.types.length) {
    query.types = filters.types.filter((t) => PROPERTY_TYPES.includes(t));
  }
  const price = normalizePriceRange(filters.minPrice, filters.maxPrice);
  if (price.min !== null) query.minPrice = price.min;
  if (price.max !== null) query.maxPrice = price.max;
  if (filters.minBedrooms) {
    query.minBedrooms = Number(filters.minBedrooms);
  }
  if (filters.page) {
    query.page = Math.max(1, Number(filters.page));
  }
  return query;
}

// Old /search.php format, still linked from partner feeds.
export function legacyQueryString(filters) {
  const query = buildSearchQuery(filters);
  const parts = [];
  if (query.location) parts.push(`loc=${encodeURIComponent(query.location)}`);
  if (query.minPrice !== undefined) parts.push(`pmin=${query.minPrice}`);
  if (query.maxPrice !== undefined) parts.push(`pmax=${query.maxPrice}`);
  if (query.minBedrooms) parts.push(`beds=${query.minBedrooms}`);
  parts.push(`p=${query.page}`);
  return parts.join('&');
}

export function parseSort(value) {
  return SORT_FIELDS[value] || SORT_FIELDS.newest;
}

export function toSearchParams(filters, sort) {
  const query = buildSearchQuery(filters);
  const params = new URLSearchParams();
  Object.entries(query).forEach(([key, val]) => {
    if (Array.isArray(val)) {
      val.forEach((v) => params.append(key, v));
    } else {
      params.set(key, String(val));
    }
  });
  const { field, direction } = parseSort(sort);
  params.set('sort', `${field}:${direction}`);
  return params;
}
