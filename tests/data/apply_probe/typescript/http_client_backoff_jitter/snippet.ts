function backoffMs(attempt: number): number {
  const base = 250 * 2 ** attempt;
  return Math.min(base, 4000) + Math.floor(Math.random() * 100);
}

// ... existing code ...
