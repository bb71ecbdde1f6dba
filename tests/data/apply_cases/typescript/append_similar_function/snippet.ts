// ... existing code ...

export function kebabCase(input: string): string {
  const parts = words(input).map((w) => w.toLowerCase());
  return parts.join("-");
}

export function titleCase(input: string): string {
  const parts = words(input).map((w) => w.toLowerCase());
  return parts.map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
}

// ... existing code ...
