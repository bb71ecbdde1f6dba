// ... existing code ...

  if (filters.page) {
    query.page = Math.max(1, Number(filters.page));
  }
  return query;
}

// ... removed legacyQueryString() — partner feeds now use toSearchParams() ...

export function parseSort(value) {
  return SORT_FIELDS[value] || SORT_FIELDS.newest;
}

// ... existing code ...
