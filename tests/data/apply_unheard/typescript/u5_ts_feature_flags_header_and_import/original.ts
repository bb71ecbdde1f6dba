import { readFileSync } from "node:fs";

export type FlagValue = boolean | string | number;

export interface FlagDefinition {
  key: string;
  description: string;
  defaultValue: FlagValue;
}

export const FLAGS: FlagDefinition[] = [
  { key: "new-checkout", description: "Use the redesigned checkout flow", defaultValue: false },
  { key: "search-v2", description: "Route search to the v2 service", defaultValue: false },
  { key: "max-upload-mb", description: "Upload size limit in megabytes", defaultValue: 25 },
  { key: "banner-text", description: "Text of the site-wide banner", defaultValue: "" },
];

export class FeatureFlags {
  private overrides = new Map<string, FlagValue>();

  constructor(private readonly defs: FlagDefinition[] = FLAGS) {}

  loadOverrides(path: string): void {
    const raw = JSON.parse(readFileSync(path, "utf8")) as Record<string, FlagValue>;
    for (const [key, value] of Object.entries(raw)) {
      if (!this.defs.some((d) => d.key === key)) {
        throw new Error(`Unknown flag in overrides: ${key}`);
      }
      this.overrides.set(key, value);
    }
  }

  get(key: string): FlagValue {
    if (this.overrides.has(key)) {
      return this.overrides.get(key)!;
    }
    const def = this.defs.find((d) => d.key === key);
    if (!def) {
      throw new Error(`Unknown flag: ${key}`);
    }
    return def.defaultValue;
  }

  isEnabled(key: string): boolean {
    return this.get(key) === true;
  }

  snapshot(): Record<string, FlagValue> {
    return Object.fromEntries(this.defs.map((d) => [d.key, this.get(d.key)]));
  }
}
