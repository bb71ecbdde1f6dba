async function exportOrdersCsv(res, filters) {
  // ... headers and column row unchanged ...

  const cursor = buildQuery(filters).stream();
  let count = 0;
  for await (const order of cursor) {
    const row = COLUMNS.map((col) => escapeField(col.get(order)));
    // ... existing code ...
  }

  if (count === 0) {
    log.warn({ filters }, 'orders export matched no rows');
  }
  res.end();
  // ... existing code ...
}
