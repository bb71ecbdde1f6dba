export type FlagRule =
  | { kind: "always"; value: boolean }
  | { kind: "allowlist"; userIds: string[] }
  | { kind: "percentage"; percent: number }
  | { kind: "plan"; plans: string[] };

export interface Flag {
  key: string;
  enabled: boolean;
  rules: FlagRule[];
}

export interface EvalContext {
  userId?: string;
  plan?: string;
  country?: string;
}

const flags = new Map<string, Flag>();

export function registerFlag(flag: Flag): void {
  if (flags.has(flag.key)) {
    throw new Error(`flag ${flag.key} is already registered`);
  }
  flags.set(flag.key, flag);
}

export function bucketFor(key: string, userId: string): number {
  let hash = 2166136261;
  for (const ch of `${key}:${userId}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 100;
}

function matches(rule: FlagRule, key: string, ctx: EvalContext): boolean {
  switch (rule.kind) {
    case "always":
      return rule.value;
    case "allowlist":
      return ctx.userId !== undefined && rule.userIds.includes(ctx.userId);
    case "percentage":
      return ctx.userId !== undefined && bucketFor(key, ctx.userId) < rule.percent;
    case "plan":
      return ctx.plan !== undefined && rule.plans.includes(ctx.plan);
  }
}

export function isEnabled(key: string, ctx: EvalContext = {}): boolean {
  const flag = flags.get(key);
  if (!flag || !flag.enabled) {
    return false;
  }
  return flag.rules.some((rule) => matches(rule, key, ctx));
}

export function enabledFlags(ctx: EvalContext = {}): string[] {
  return [...flags.keys()].filter((key) => isEnabled(key, ctx)).sort();
}

export function resetFlags(): void {
  flags.clear();
}
