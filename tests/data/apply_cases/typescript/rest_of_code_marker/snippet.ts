// ... rest of the code ...

export function truncate(input: string, max: number, ellipsis = "…"): string {
  if (input.length <= max) {
    return input;
  }
  return input.slice(0, max - ellipsis.length) + ellipsis;
}
