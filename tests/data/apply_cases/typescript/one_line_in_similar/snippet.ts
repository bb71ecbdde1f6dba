// ... existing code ...

export function snakeCase(input: string): string {
  const parts = words(input).map((w) => w.toUpperCase());
  return parts.join("_");
}

// ... existing code ...
