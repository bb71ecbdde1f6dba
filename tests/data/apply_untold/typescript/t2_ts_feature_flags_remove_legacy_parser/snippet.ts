// ... existing code ...

export function parseFlags(raw: unknown): FlagMap {
  const list = z.array(flagSchema).parse(raw);
  return Object.fromEntries(list.map((flag) => [flag.key, flag]));
}

// ... legacyParseFlags() removed (v1 dashboard is gone) ...

// ... existing code ...
