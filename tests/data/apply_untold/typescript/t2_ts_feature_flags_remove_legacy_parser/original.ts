import { z } from "zod";

export const flagSchema = z.object({
  key: z.string().min(1),
  enabled: z.boolean(),
  rolloutPercent: z.number().min(0).max(100).default(100),
  allowList: z.array(z.string()).default([]),
});

export type FeatureFlag = z.infer<typeof flagSchema>;

export type FlagMap = Record<string, FeatureFlag>;

export function parseFlags(raw: unknown): FlagMap {
  const list = z.array(flagSchema).parse(raw);
  return Object.fromEntries(list.map((flag) => [flag.key, flag]));
}

/**
 * Old "key=on,key2=off" env-string format, kept for the v1 dashboard.
 */
export function legacyParseFlags(env: string): FlagMap {
  const result: FlagMap = {};
  for (const pair of env.split(",")) {
    const [key, value] = pair.split("=").map((s) => s.trim());
    if (!key) continue;
    result[key] = {
      key,
      enabled: value === "on" || value === "true",
      rolloutPercent: 100,
      allowList: [],
    };
  }
  return result;
}

function bucketFor(userId: string, key: string): number {
  let hash = 0;
  for (const ch of `${key}:${userId}`) {
    hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  }
  return hash % 100;
}

export function isEnabled(flags: FlagMap, key: string, userId?: string): boolean {
  const flag = flags[key];
  if (!flag || !flag.enabled) {
    return false;
  }
  if (userId && flag.allowList.includes(userId)) {
    return true;
  }
  if (flag.rolloutPercent >= 100) {
    return true;
  }
  return userId !== undefined && bucketFor(userId, key) < flag.rolloutPercent;
}

export function enabledKeys(flags: FlagMap, userId?: string): string[] {
  return Object.keys(flags).filter((key) => isEnabled(flags, key, userId));
}
